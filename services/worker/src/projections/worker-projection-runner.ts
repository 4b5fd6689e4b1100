import type { Pool } from 'pg';
import type { EventStore } from '@slabworks/event-store';
import { ProjectionRunner, type Projection } from '@slabworks/read-models';
import { nestProjectionLogger } from './nest-projection-logger';
import type { ProjectionLogger } from './skipped-event-log';

export interface WorkerProjectionOptions {
  /** Events per transaction; the runner's default when absent. */
  readonly batchSize?: number;
  /** Adds to the Nest logger, e.g. the shared log of skipped events (SkippedEventLog.wrap). */
  readonly wrapLogger?: (logger: ProjectionLogger) => ProjectionLogger;
}

/**
 * A projection the worker keeps running, logging through Nest under the context
 * "Projection <name>", so every runner of the worker (read models, notifications, refunds, the
 * deadline scheduler) reads the same in the logs.
 */
export function workerProjectionRunner<E>(
  pool: Pool,
  store: EventStore,
  projection: Projection<E>,
  options: WorkerProjectionOptions = {},
): ProjectionRunner<unknown> {
  const logger = nestProjectionLogger(`Projection ${projection.name}`);
  return new ProjectionRunner(pool, store, projection as never, {
    logger: options.wrapLogger ? options.wrapLogger(logger) : logger,
    ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
  });
}
