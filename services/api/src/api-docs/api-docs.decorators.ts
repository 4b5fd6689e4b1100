import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const OPERATION_NAME_KEY = 'slabworks:openapi-operation-name';
export const ROUTE_ERRORS_KEY = 'slabworks:openapi-route-errors';
export const ETAG_KEY = 'slabworks:openapi-etag';

export interface RouteErrors {
  readonly status: number;
  readonly codes: readonly string[];
}

/** The operation id, and so the generated web hook's name (`getCurrentUser` → useGetCurrentUserQuery). */
export const ApiName = (operationId: string) => SetMetadata(OPERATION_NAME_KEY, operationId);

/**
 * Answer codes this route may refuse with, beyond the ones its guards, body and headers already
 * imply (validation, session, CSRF, throttling, If-Match, Idempotency-Key are added by the document).
 */
export const ApiErrors =
  (status: number, ...codes: string[]) =>
  (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    // On a method: that route; on a controller: every route of it.
    const holder = (descriptor?.value as object | undefined) ?? target;
    const known = (Reflect.getMetadata(ROUTE_ERRORS_KEY, holder) as RouteErrors[] | undefined) ?? [];
    Reflect.defineMetadata(ROUTE_ERRORS_KEY, [...known, { status, codes }], holder);
  };

/** The route reads If-Match (the order's ETag revision) and answers 412 when the order moved on. */
export const ApiIfMatch = () =>
  applyDecorators(
    ApiHeader({
      name: 'If-Match',
      required: false,
      description: 'The ETag (stream revision) the caller last read: "7", 7 or W/"7". Stale → 412.',
    }),
  );

/** The route takes Idempotency-Key: a retry with the same key and body appends nothing. */
export const ApiIdempotencyKey = () =>
  applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'A retry with the same key and body appends nothing and answers the first answer; ' +
        'the same key with another body → 422 IDEMPOTENCY.KEY_REUSED, while the first runs → 409.',
    }),
  );

/**
 * The answer carries ETag: the order's stream revision, for the next write's If-Match. On a
 * controller, a route whose answer has none says ApiEtag(false).
 */
export const ApiEtag = (sends = true) => SetMetadata(ETAG_KEY, sends);

/**
 * The tag of routes that exist for development and tests only (the sandbox payment provider, the
 * local mailbox, the test clock): they answer 404 in production or without their setting.
 */
export const DEV_ONLY_TAG = 'development only';
