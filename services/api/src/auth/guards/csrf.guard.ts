import { CanActivate, ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '@slabworks/config';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { MULTIPART_KEY, SERVER_CALLER_KEY } from './auth.metadata';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'x-requested-with';
/** Fetch Metadata values a same-origin page (or the address bar) sends; same-site subdomains are not us. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const refused = () => new ApiException(HttpStatus.FORBIDDEN, 'AUTH.CSRF_REJECTED');

function hasBody(req: FastifyRequest): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * The one CSRF check (ASVS V3.5, V50.4.1), global, for every state-changing or cookie-setting
 * request whether or not a session exists (log-in CSRF): refused when Fetch Metadata says
 * cross-site, when Origin is not ours, without X-Requested-With (a form cannot send it; a
 * cross-site fetch that does needs a CORS preflight this api never grants), or with a body that
 * is not JSON. Server-to-server routes (@ServerCaller) are exempt. docs/members.md.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly ownOrigin: string;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ownOrigin = new URL(config.mail.publicUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(req.method)) return true;
    const serverCaller = this.reflector.getAllAndOverride<boolean>(SERVER_CALLER_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (serverCaller) return true;

    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string' && !OWN_FETCH_SITES.has(site)) throw refused();
    const origin = req.headers.origin;
    if (typeof origin === 'string' && !this.isOwnOrigin(origin, req)) throw refused();
    const given = req.headers[CSRF_HEADER];
    if (typeof given !== 'string' || given.trim() === '') throw refused();
    const type = req.headers['content-type'] ?? '';
    const multipart = this.reflector.getAllAndOverride<boolean>(MULTIPART_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    // An upload route also takes JSON, so that a body without its file part gets the route's own 400.
    const accepted = multipart
      ? /^(multipart\/form-data|application\/json)\s*(;|$)/i
      : /^application\/json\s*(;|$)/i;
    if (hasBody(req) && !accepted.test(type))
      throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE');
    return true;
  }

  /** PUBLIC_URL's origin, or the address this request was sent to (a dev server, a test port). */
  private isOwnOrigin(origin: string, req: FastifyRequest): boolean {
    if (origin === this.ownOrigin) return true;
    return origin === `${req.protocol}://${req.host}`;
  }
}
