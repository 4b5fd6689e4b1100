import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import { createPaymentProvider } from '@slabworks/payments';
import { ProjectionRunner } from '@slabworks/read-models';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { WORKER_EVENT_STORE } from '../event-store/worker-event-store.module';
import { nestProjectionLogger } from '../projections/nest-projection-logger';
import { refundDispatcherProjection } from './refund-dispatcher.projection';

/** Sends refunds to the payment provider (card: reversal; virtual account: bank transfer). */
@Injectable()
export class RefundsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly runner: ProjectionRunner<unknown>;

  constructor(
    @Inject(WORKER_CONFIG) config: AppConfig,
    @Inject(WORKER_PG_POOL) pool: Pool,
    @Inject(WORKER_EVENT_STORE) store: EventStore,
  ) {
    const provider = createPaymentProvider(config.payment, pool);
    this.runner = new ProjectionRunner(pool, store, refundDispatcherProjection(store, provider) as never, {
      logger: nestProjectionLogger('Projection refund-dispatcher'),
      batchSize: 50,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }
}
