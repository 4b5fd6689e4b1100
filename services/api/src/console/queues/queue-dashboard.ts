import { HttpStatus, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import IORedis from 'ioredis';
import { WORKER_QUEUES, type AppConfig } from '@slabworks/config';
import { watchRedis } from '@slabworks/connections';
import { CSRF_HEADER, SessionAuthenticator } from '../../auth';
import { ApiException, envelopeFor } from '../../errors';
import { QUEUE_DASHBOARD_CSP } from '../../edge';
import { requestLanguage } from '../../i18n';

export const QUEUE_DASHBOARD_PATH = '/api/console/queues';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The BullMQ dashboard (@bull-board) for ADMIN: a fastify plugin outside Nest's router, so the
 * session and role check run here as an onRequest hook, answering the usual envelopes (401/403).
 * Its own UI posts without our CSRF header: a write must then come from this origin
 * (Sec-Fetch-Site: same-origin), which a cross-site form or fetch cannot claim.
 */
export async function setupQueueDashboard(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const connection = new IORedis(config.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  const outage = watchRedis(connection, 'Redis (queue dashboard)', new Logger('Redis'));
  const queues = WORKER_QUEUES.map((queue) =>
    new Queue(queue.name, { connection, prefix: config.redisPrefix }).on('error', (e) => outage.down(e)),
  );
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'slabworks queues' } },
  });
  const authenticator = app.get(SessionAuthenticator);

  await app.register((async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        const member = await authenticator.required(req);
        if (member.role !== 'ADMIN') throw new ApiException(HttpStatus.FORBIDDEN, 'FORBIDDEN');
        // Fetch Metadata saying cross-site always wins, as in the api's CSRF guard.
        const site = req.headers['sec-fetch-site'];
        const crossSite = typeof site === 'string' && site !== 'same-origin' && site !== 'none';
        const sameOrigin =
          !crossSite && (site === 'same-origin' || typeof req.headers[CSRF_HEADER] === 'string');
        if (!SAFE_METHODS.has(req.method) && !sameOrigin)
          throw new ApiException(HttpStatus.FORBIDDEN, 'AUTH.CSRF_REJECTED');
      } catch (error) {
        const { status, body } = envelopeFor(error, requestLanguage(req), String(req.id));
        return reply.code(status).send(body);
      }
    });
    // Framed by the console (/console/queues), never by another site.
    scope.addHook('onSend', async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      void reply
        .header('content-security-policy', QUEUE_DASHBOARD_CSP)
        .header('x-frame-options', 'SAMEORIGIN');
      return payload;
    });
    scope.addHook('onClose', async () => {
      await Promise.all(queues.map((queue) => queue.close()));
      connection.disconnect();
    });
    await scope.register(serverAdapter.registerPlugin() as never, { prefix: QUEUE_DASHBOARD_PATH });
  }) as never);
}
