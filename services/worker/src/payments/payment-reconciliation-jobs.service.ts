import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Pool } from 'pg';
import { PAYMENT_RECONCILE_QUEUE, type AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import { createPaymentProvider, type PaymentProvider } from '@slabworks/payments';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { WORKER_EVENT_STORE } from '../event-store/worker-event-store.module';
import { RepeatingJobWithTheWorker } from '../scheduling/repeating-job-with-the-worker';
import { reconcileAttempts, type ReconcileResult } from './reconcile-attempts';

export const PAYMENT_RECONCILE_SCHEDULER_ID = 'payment-attempt-reconciliation';

/** The BullMQ repeating job that settles payment attempts a provider timeout left unanswered. */
@Injectable()
export class PaymentReconciliationJobsService extends RepeatingJobWithTheWorker {
  private readonly provider: PaymentProvider;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_PG_POOL) private readonly pool: Pool,
    @Inject(WORKER_EVENT_STORE) private readonly store: EventStore,
  ) {
    super(config, 'PaymentReconciliation', {
      queue: PAYMENT_RECONCILE_QUEUE,
      schedulerId: PAYMENT_RECONCILE_SCHEDULER_ID,
      repeat: { every: config.payment.reconcileEveryMs },
    });
    this.provider = createPaymentProvider(config.payment, pool);
  }

  async process(job: Pick<Job, 'timestamp'>): Promise<ReconcileResult> {
    const result = await reconcileAttempts(this.pool, this.store, this.provider, {
      olderThanSeconds: this.config.payment.reconcileAfterSeconds,
      now: new Date(job.timestamp),
      log: (line) => this.logger.log(line),
    });
    const settled = result.recorded.length + result.refunded.length + result.closed.length;
    if (settled) this.logger.log(`${settled} payment attempt(s) settled`);
    return result;
  }
}
