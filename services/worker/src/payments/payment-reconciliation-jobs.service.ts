import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import { PAYMENT_RECONCILE_QUEUE, type AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import { createPaymentProvider } from '@slabworks/payments';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { WORKER_EVENT_STORE } from '../event-store/worker-event-store.module';
import { RepeatingJob } from '../scheduling/repeating-job';
import { reconcileAttempts, type ReconcileResult } from './reconcile-attempts';
import { StartedWithTheWorker } from '../scheduling/started-with-the-worker';

export const PAYMENT_RECONCILE_SCHEDULER_ID = 'payment-attempt-reconciliation';

/** The BullMQ repeating job that settles payment attempts a provider timeout left unanswered. */
@Injectable()
export class PaymentReconciliationJobsService extends StartedWithTheWorker {
  private readonly logger = new Logger('PaymentReconciliation');
  protected readonly work: RepeatingJob;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_PG_POOL) private readonly pool: Pool,
    @Inject(WORKER_EVENT_STORE) private readonly store: EventStore,
  ) {
    super();
    const provider = createPaymentProvider(config.payment, pool);
    this.work = new RepeatingJob(config, {
      queue: PAYMENT_RECONCILE_QUEUE,
      schedulerId: PAYMENT_RECONCILE_SCHEDULER_ID,
      repeat: { every: config.payment.reconcileEveryMs },
      process: (job: { timestamp: number }) =>
        reconcileAttempts(this.pool, this.store, provider, {
          olderThanSeconds: this.config.payment.reconcileAfterSeconds,
          // The job's own timestamp is the clock, so a late run judges age as of when it was due.
          now: new Date(job.timestamp),
          log: (line) => this.logger.log(line),
        }).then((result: ReconcileResult) => {
          const settled = result.recorded.length + result.refunded.length + result.closed.length;
          if (settled) this.logger.log(`${settled} payment attempt(s) settled`);
          return result;
        }),
      logger: this.logger,
    });
  }
}
