import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@slabworks/event-store';
import { PROJECTIONS, type ProjectionRunner } from '@slabworks/read-models';
import { WORKER_PG_POOL } from '../database/pg-pool.provider';
import { WORKER_EVENT_STORE } from '../event-store/worker-event-store.module';
import { workerProjectionRunner } from './worker-projection-runner';
import { SkippedEventLog } from './skipped-event-log';

/** Runs every projection; each competes for its own lease, so any number of workers may run this. */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly runners: ProjectionRunner<unknown>[];

  constructor(@Inject(WORKER_PG_POOL) pool: Pool, @Inject(WORKER_EVENT_STORE) store: EventStore) {
    const skipped = new SkippedEventLog();
    this.runners = PROJECTIONS.map((projection) =>
      workerProjectionRunner(pool, store, projection, { wrapLogger: (logger) => skipped.wrap(logger) }),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.start()));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.stop()));
  }
}
