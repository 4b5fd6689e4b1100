import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const WEBHOOK_PATH_PREFIX = '/api/payments/webhooks/';
const MAX_WEBHOOK_BYTES = 64 * 1024;

export type RawBodyRequest = FastifyRequest & { rawWebhookBody?: string };

/**
 * Signatures cover the exact bytes sent, so webhook routes keep the raw body before JSON parsing.
 * Scoped by path: every other route parses as before.
 */
export function keepRawWebhookBodies(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', async (req: RawBodyRequest, _reply, payload) => {
    if (!req.url.startsWith(WEBHOOK_PATH_PREFIX)) return payload;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > MAX_WEBHOOK_BYTES)
        throw Object.assign(new Error('webhook body too large'), { statusCode: 413 });
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks);
    req.rawWebhookBody = raw.toString('utf8');
    return Readable.from([raw]);
  });
}
