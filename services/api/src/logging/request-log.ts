import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
// nestjs-pino keeps the request's logger here; its PinoLogger (behind Nest's Logger) reads it.
import { storage, type Store } from 'nestjs-pino/storage';

/** Load balancers and the container probe ask every few seconds; /api/health itself tells more. */
const UNLOGGED_PREFIX = '/api/health';

/**
 * The request's logger, made only when a line is logged inside the request: most requests log
 * nothing but their answer line, and a pino child per request was part of the ~0.5 ms per request
 * pino-http cost (issue 18's profile).
 */
class LazyRequestStore {
  private child?: Logger;

  constructor(
    private readonly root: Logger,
    private readonly correlationId: string,
  ) {}

  get logger(): Logger {
    return (this.child ??= this.root.child({ correlationId: this.correlationId }));
  }

  // PinoLogger.assign replaces it with a child carrying more fields.
  set logger(value: Logger) {
    this.child = value;
  }
}

/**
 * One line per answered request (method, url, status, time, correlationId) and the request's
 * correlationId on every Nest log line inside it, from two fastify hooks instead of pino-http and
 * nestjs-pino's Nest middleware. The line keeps pino-http's shape and messages, so log queries
 * written for it still match.
 */
export function registerRequestLog(fastify: FastifyInstance, root: Logger): void {
  fastify.addHook('onRequest', (req, _reply, done) => {
    storage.run(new LazyRequestStore(root, req.id) as unknown as Store, done);
  });
  fastify.addHook('onResponse', (req, reply, done) => {
    const url = req.raw.url ?? '';
    const failed = reply.statusCode >= 500;
    const level = failed ? 'error' : 'info';
    if (!url.startsWith(UNLOGGED_PREFIX) && root.isLevelEnabled(level))
      root[level](
        {
          correlationId: req.id,
          req: { method: req.method, url },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        failed ? 'request errored' : 'request completed',
      );
    done();
  });
}
