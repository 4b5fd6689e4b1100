import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n';

/** The caller's language (X-Lang, then the lang cookie, then Accept-Language; ko by default). */
export const RequestLang = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  requestLanguage(context.switchToHttp().getRequest<FastifyRequest>()),
);
