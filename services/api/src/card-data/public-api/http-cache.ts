import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CACHE_CONTROL = 'public, max-age=60';

/**
 * A weak ETag over the answer's data and Cache-Control; a matching If-None-Match gets 304 with no
 * body (fastify drops a 304's payload).
 */
export function cacheable<T>(req: FastifyRequest, reply: FastifyReply, data: T): T {
  const etag = `W/"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
  void reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL).header('Vary', 'X-Api-Key, X-Lang');
  const given = req.headers['if-none-match'];
  if (typeof given === 'string' && given.split(',').some((t) => t.trim() === etag)) void reply.status(304);
  return data;
}
