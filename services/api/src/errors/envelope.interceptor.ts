import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { ApiEnvelope } from '@slabworks/contracts';
import { translate } from '../i18n/api-i18n';
import { requestLanguage } from '../i18n/request-language';

/** Controllers return their data; this wraps it as {code: 'OK', message, data} in the caller's language. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  // The same few words on every answer: looked up once per language (the profile showed i18next
  // at ~3% of an advance-stage request's CPU).
  private readonly ok = new Map<string, string>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<ApiEnvelope> {
    const lang = requestLanguage(context.switchToHttp().getRequest<FastifyRequest>());
    let message = this.ok.get(lang);
    if (message === undefined) this.ok.set(lang, (message = translate(lang, 'common:ok')));
    return next.handle().pipe(
      map((data: unknown) => ({
        code: 'OK',
        message: message!,
        data: data === undefined ? null : data,
      })),
    );
  }
}
