import { randomUUID } from 'node:crypto';

type Headers = Record<string, string | string[] | undefined>;

/** Ids from outside are copied into logs and event metadata: only short, plain tokens are taken. */
const SANE = /^[\w.:-]{8,64}$/;

/**
 * The correlation id of one request: the caller's X-Request-Id or X-Correlation-Id when sane, else a
 * new UUID. It becomes fastify's request id, the `correlationId` of every log line of the request
 * and of every event the request appends, and is echoed in the X-Request-Id answer header.
 */
export function correlationIdFrom(headers: Headers): string {
  for (const name of ['x-request-id', 'x-correlation-id']) {
    const given = headers[name];
    if (typeof given === 'string' && SANE.test(given)) return given;
  }
  return randomUUID();
}
