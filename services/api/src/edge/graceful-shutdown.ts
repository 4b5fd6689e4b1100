import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Orchestrators kill after 10 s (Kubernetes' default is 30, docker's 10): finish well before. */
export const SHUTDOWN_DEADLINE_MS = 8_000;

/**
 * Stops taking requests, lets running ones finish for half the deadline, then cuts every remaining
 * connection (slow or stalled uploads) so Nest's shutdown hooks run; resolves by the deadline at the
 * latest, even when a hook hangs. Returns whether everything closed in time.
 */
export async function gracefulShutdown(
  app: NestFastifyApplication,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): Promise<boolean> {
  const server = app.getHttpServer() as Server;
  const timers: NodeJS.Timeout[] = [];
  server.closeIdleConnections();
  timers.push(setTimeout(() => server.closeAllConnections(), deadlineMs / 2));
  const deadline = new Promise<false>((resolve) => timers.push(setTimeout(() => resolve(false), deadlineMs)));
  try {
    return await Promise.race([app.close().then(() => true), deadline]);
  } finally {
    timers.forEach(clearTimeout);
  }
}

/** SIGTERM/SIGINT: graceful shutdown with a deadline, then exit (0 when everything closed in time). */
export function exitOnSignals(app: NestFastifyApplication, deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  const logger = new Logger('Api');
  const onSignal = (signal: NodeJS.Signals) => {
    logger.log(`${signal}: closing (deadline ${deadlineMs} ms)`);
    void gracefulShutdown(app, deadlineMs).then(
      (clean) => process.exit(clean ? 0 : 1),
      (error: unknown) => {
        logger.error(error instanceof Error ? error.stack : String(error));
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
