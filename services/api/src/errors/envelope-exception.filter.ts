import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  Optional,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDependencyUnavailable } from '@slabworks/connections';
import { AppendTooLargeError } from '@slabworks/event-store';
import type { ApiEnvelope, FieldError, Language } from '@slabworks/contracts';
import { hasTranslation, translate, requestLanguage } from '../i18n';
import { ApiException, ValidationException, type FieldProblem } from './api.exception';
import { domainErrorAnswer } from './domain-error-answer';
import { UNROUTED_PAGE, type UnroutedPage } from './unrouted-page';

/** Seconds a 429 asks the client to wait when the refusal does not say (the auth limits' window). */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** Seconds a 503 asks the client to wait: a PostgreSQL restart took 2.5 s here, a Redis one less. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

const STATUS_CODES: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export function translateField(lang: Language, p: FieldProblem): FieldError {
  const leaf =
    p.field
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? p.field;
  const labelKey = `validation:fields.${leaf}`;
  const label = hasTranslation(labelKey) ? translate(lang, labelKey) : p.field;
  const ruleKey = `validation:${p.rule}`;
  const key = hasTranslation(ruleKey) ? ruleKey : 'validation:invalid';
  return {
    field: p.field,
    rule: p.rule,
    message: translate(lang, key, { field: label, ...p.params }),
    params: p.params ?? {},
  };
}

export function envelopeFor(
  error: unknown,
  lang: Language,
  correlationId: string,
): { status: number; body: ApiEnvelope } {
  const message = (code: string, params: Record<string, unknown> = {}) => {
    const key = `errors:${code}`;
    return translate(lang, hasTranslation(key) ? key : 'errors:CONFLICT', params);
  };

  if (error instanceof ValidationException) {
    const fields = error.fields.map((f) => translateField(lang, f));
    return { status: 400, body: { code: error.code, message: message(error.code), data: { fields } } };
  }
  if (error instanceof ApiException) {
    return {
      status: error.status,
      body: { code: error.code, message: message(error.messageCode, error.params), data: error.data },
    };
  }
  const domain = domainErrorAnswer(error);
  if (domain) {
    const fields = domain.fields?.map((f) => translateField(lang, f));
    return {
      status: domain.status,
      body: {
        code: domain.code,
        message: message(domain.code, domain.params),
        data: fields ? { fields } : (domain.data ?? null),
      },
    };
  }
  if (error instanceof HttpException && error.getStatus() < 500) {
    const status = error.getStatus();
    // Nest rewraps Fastify's body-parser refusal as a bare HttpException and drops its code.
    const badJson = status === 400 && error.constructor === HttpException && /JSON/i.test(error.message);
    const code = badJson ? 'BAD_JSON' : (STATUS_CODES[status] ?? 'VALIDATION_FAILED');
    return { status, body: { code, message: message(code), data: null } };
  }
  const status = (error as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own refusals (bad JSON, body too large, unsupported media type) before any handler ran.
    const code =
      (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'BAD_JSON'
        : (STATUS_CODES[status] ?? 'VALIDATION_FAILED');
    return { status, body: { code, message: message(code), data: null } };
  }
  if (error instanceof AppendTooLargeError) {
    // The store's size limit, not a fault: the same request will always be refused, so say so (413).
    return {
      status: HttpStatus.PAYLOAD_TOO_LARGE,
      body: { code: error.code, message: message(error.code), data: null },
    };
  }
  if (isDependencyUnavailable(error)) {
    const seconds = UNAVAILABLE_RETRY_AFTER_SECONDS;
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: {
        code: 'SERVICE_UNAVAILABLE',
        message: message('SERVICE_UNAVAILABLE', { seconds }),
        data: { retryAfterSeconds: seconds, correlationId },
      },
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: {
      code: 'INTERNAL_ERROR',
      message: message('INTERNAL_ERROR', { correlationId }),
      data: { correlationId },
    },
  };
}

/** A refusal's own wait: data.retryAfterSeconds (rate limits, locks) or params.seconds (code resend). */
function retryAfterOf(error: unknown): number | undefined {
  const e = error as { data?: { retryAfterSeconds?: unknown }; params?: { seconds?: unknown } };
  const seconds = e?.data?.retryAfterSeconds ?? e?.params?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function isNotFound(error: unknown): boolean {
  return error instanceof HttpException && error.getStatus() === 404;
}

/** The one place where every failure becomes the spec's {code, message, data} envelope, translated. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(@Optional() @Inject(UNROUTED_PAGE) private readonly unroutedPage?: UnroutedPage) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<FastifyRequest>();
    const reply = ctx.getResponse<FastifyReply>();
    const page = this.unroutedPage?.(req);
    if (page && isNotFound(error) && req.method === 'GET' && !req.url.startsWith('/api')) {
      // Client-side routes of the web app (/account/..., /grading/...) are served its index.html.
      void reply
        .status(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', page.cacheControl)
        .send(page.html);
      return;
    }
    const { status, body } = envelopeFor(error, requestLanguage(req), String(req.id));
    if (status === 503)
      // An answer, not a fault: an overload refusal, an event this version cannot read, or a
      // dependency away (whose outage its connection's watcher logs once). One short line each.
      this.logger.warn(
        `${req.method} ${req.url} answered 503 ${body.code} (${req.id}): ${(error as Error)?.message}`,
      );
    else if (status >= 500)
      this.logger.error(
        `${req.method} ${req.url} failed (${req.id})`,
        (error as Error)?.stack ?? String(error),
      );
    // Every 429 says when to come back (RFC 6585); throttlers that know it set Retry-After first.
    if (status === 429 && !reply.hasHeader('retry-after'))
      void reply.header('retry-after', String(retryAfterOf(error) ?? DEFAULT_RETRY_AFTER_SECONDS));
    // A 503 says when to come back too (RFC 9110 §10.2.3): the refusal's own wait, else 5 s.
    if (status === 503 && !reply.hasHeader('retry-after'))
      void reply.header(
        'retry-after',
        String(retryAfterOf(error) ?? retryAfterOf(body) ?? UNAVAILABLE_RETRY_AFTER_SECONDS),
      );
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
