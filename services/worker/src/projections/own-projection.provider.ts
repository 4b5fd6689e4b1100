import type { Provider } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import type { Projection, ProjectionRunner } from '@slabworks/read-models';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { WORKER_EVENT_STORE } from '../event-store/worker-event-store.module';
import { StartedWithTheWorker } from '../scheduling/started-with-the-worker';
import { workerProjectionRunner } from './worker-projection-runner';

/** One projection's runner, started once the worker is up and stopped when it shuts down. */
class RunningProjection extends StartedWithTheWorker {
  constructor(protected readonly work: ProjectionRunner<unknown>) {
    super();
  }
}

/**
 * A projection of the worker's own with side effects (mails, refunds at the provider), beside the
 * read models' PROJECTIONS: its runner takes batches of 50 and logs as every runner of the worker does. `build`
 * makes the projection from the worker's config, pool and event store; the module lists the result.
 */
export function ownProjectionProvider(
  name: string,
  build: (config: AppConfig, pool: Pool, store: EventStore) => Projection,
): Provider {
  return {
    provide: `projection:${name}`,
    inject: [WORKER_CONFIG, WORKER_PG_POOL, WORKER_EVENT_STORE],
    useFactory: (config: AppConfig, pool: Pool, store: EventStore) =>
      new RunningProjection(
        workerProjectionRunner(pool, store, build(config, pool, store), { batchSize: 50 }),
      ),
  };
}
