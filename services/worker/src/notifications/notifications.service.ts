import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import type { ProjectionRunner } from '@slabworks/read-models';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { WORKER_EVENT_STORE } from '../event-store/worker-event-store.module';
import { workerProjectionRunner } from '../projections/worker-projection-runner';
import { notificationChannels } from './notification-channels';
import { orderNotificationsProjection } from './order-notifications.projection';
import { StartedWithTheWorker } from '../scheduling/started-with-the-worker';

/** Tells members about their orders (mail, SMS) from the event store subscription. */
@Injectable()
export class NotificationsService extends StartedWithTheWorker {
  protected readonly work: ProjectionRunner<unknown>;

  constructor(
    @Inject(WORKER_CONFIG) config: AppConfig,
    @Inject(WORKER_PG_POOL) pool: Pool,
    @Inject(WORKER_EVENT_STORE) store: EventStore,
  ) {
    super();
    const projection = orderNotificationsProjection(
      store,
      notificationChannels(config),
      config.mail.publicUrl,
      config.company,
    );
    this.work = workerProjectionRunner(pool, store, projection, { batchSize: 50 });
  }
}
