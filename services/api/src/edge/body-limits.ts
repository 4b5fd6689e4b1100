import { Transform } from 'node:stream';
import { HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiException } from '../errors';

const KB = 1024;

/** The largest body any route takes; also fastify's own bodyLimit, so its parser agrees. */
export const MAX_BODY_BYTES = 2 * KB * KB;

/** Per-route ceilings, most specific first (the one place body sizes are decided). */
const LIMITS: ReadonlyArray<{ prefix: string; bytes: number }> = [
  // Signed provider callbacks are a few hundred bytes; the route is anonymous.
  { prefix: '/api/payments/webhooks/', bytes: 64 * KB },
  // A draft is one order's input: far below this even with every field at its maximum.
  { prefix: '/api/orders/drafts', bytes: 256 * KB },
];

export type BodyLimit = { prefix: string; bytes: number };

export function bodyLimitFor(url: string, limits: ReadonlyArray<BodyLimit> = LIMITS): number {
  return limits.find((l) => url.startsWith(l.prefix))?.bytes ?? MAX_BODY_BYTES;
}

function tooLarge(reply: FastifyReply): ApiException {
  // The rest of the body is never read: the socket is closed after the answer.
  reply.header('connection', 'close');
  return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE');
}

/**
 * Refuses an oversized body before reading it (declared Content-Length), and stops a chunked or
 * lying upload as soon as it crosses the route's limit.
 */
export function enforceBodyLimits(fastify: FastifyInstance, configured: ReadonlyArray<BodyLimit> = []): void {
  const limits = [...configured, ...LIMITS];
  fastify.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    done(declared > bodyLimitFor(req.url, limits) ? tooLarge(reply) : undefined);
  });
  fastify.addHook('preParsing', async (req: FastifyRequest, reply: FastifyReply, payload) => {
    // @fastify/multipart reads the raw request itself and enforces its own per-file limit
    // (UPLOAD_MAX_MB, one file): a counting stream here would take the bytes it needs.
    if (/^multipart\//i.test(req.headers['content-type'] ?? '')) return payload;
    // A declared length was checked above, and Node's parser never hands over more body than it
    // declares (what follows is read as the next request); a request with neither header has no body
    // (every GET). Only a chunked body needs counting; a stream per request was ~0.1 ms of CPU (issue
    // 18's profile, and 1.2% of a public GET's in issue 38's).
    if (req.headers['transfer-encoding'] === undefined) return payload;
    const limit = bodyLimitFor(req.url, limits);
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        if (seen > limit) done(Object.assign(tooLarge(reply), { statusCode: 413 }));
        else done(null, chunk);
      },
    });
    payload.on('error', (error) => counted.destroy(error));
    return payload.pipe(counted);
  });
}
