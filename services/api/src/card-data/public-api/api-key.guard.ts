import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiException } from '../../errors';
import { ApiKeyService } from './api-key.service';

export const API_KEY_HEADER = 'x-api-key';

/** X-Api-Key must name a live key (401 otherwise); each key has its own per-minute budget (429). */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(private readonly keys: ApiKeyService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const raw = req.headers[API_KEY_HEADER];
    const key = await this.keys.authenticate(typeof raw === 'string' ? raw.trim() : undefined);
    const budget = await this.keys.spend(key.id);
    if (!budget.allowed) {
      void http.getResponse<FastifyReply>().header('Retry-After', String(Math.max(1, budget.retryAfter)));
      throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'PUBLIC_API.RATE_LIMITED', {
        seconds: budget.retryAfter,
      });
    }
    return true;
  }
}
