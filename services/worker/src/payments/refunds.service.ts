import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import { createPaymentProvider } from '@slabworks/payments';
import type { ProjectionRunner } from '@slabworks/read-models';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { WORKER_EVENT_STORE } from '../event-store/worker-event-store.module';
import { workerProjectionRunner } from '../projections/worker-projection-runner';
import { refundDispatcherProjection } from './refund-dispatcher.projection';
import { StartedWithTheWorker } from '../scheduling/started-with-the-worker';

/** Sends refunds to the payment provider (card: reversal; virtual account: bank transfer). */
@Injectable()
export class RefundsService extends StartedWithTheWorker {
  protected readonly work: ProjectionRunner<unknown>;

  constructor(
    @Inject(WORKER_CONFIG) config: AppConfig,
    @Inject(WORKER_PG_POOL) pool: Pool,
    @Inject(WORKER_EVENT_STORE) store: EventStore,
  ) {
    super();
    const provider = createPaymentProvider(config.payment, pool);
    this.work = workerProjectionRunner(pool, store, refundDispatcherProjection(store, provider), {
      batchSize: 50,
    });
  }
}
