import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { ApiEnvelope } from '@slabworks/contracts';
import { translate } from '../i18n/api-i18n';
import { requestLanguage } from '../i18n/request-language';

/** Controllers return their data; this wraps it as {code: 'OK', message, data} in the caller's language. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<ApiEnvelope> {
    const lang = requestLanguage(context.switchToHttp().getRequest<FastifyRequest>());
    return next.handle().pipe(
      map((data: unknown) => ({
        code: 'OK',
        message: translate(lang, 'common:ok'),
        data: data === undefined ? null : data,
      })),
    );
  }
}
