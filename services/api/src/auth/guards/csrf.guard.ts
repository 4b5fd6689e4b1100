import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../../errors/api.exception';
import { hasSessionCookie } from '../session/session-cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-requested-with';

/**
 * Global (ASVS V3.5.1): a cookie-authenticated write must carry X-Requested-With. A cross-site form
 * cannot set it, and a cross-site fetch that sets it needs a CORS preflight this api never grants.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(req.method) || !hasSessionCookie(req)) return true;
    const given = req.headers[CSRF_HEADER];
    if (typeof given === 'string' && given.trim() !== '') return true;
    throw new ApiException(HttpStatus.FORBIDDEN, 'AUTH.CSRF_REJECTED');
  }
}
