import { DelayedError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { EventStore } from '@slabworks/event-store';
import { systemClock, type Clock } from '@slabworks/order-commands';
import { DEADLINE_QUEUE, deadlineOfJob } from './deadline-queue';
import { expireDeposit, expireUnpaidOrder, type ExpiryOutcome } from './expire-at-deadline';

export interface DeadlineWorkerOptions {
  connection: ConnectionOptions;
  prefix: string;
  concurrency?: number;
  onExpired?: (orderId: string, outcome: ExpiryOutcome) => void;
  /** What "now" is when a job runs (tests move it instead of waiting for the deadline). */
  clock?: Clock;
}

/** Runs due jobs; a job that fires before the deadline goes back to sleep until it. */
export function startDeadlineWorker(store: EventStore, options: DeadlineWorkerOptions): Worker {
  return new Worker(
    DEADLINE_QUEUE,
    async (job: Job, token?: string) => {
      const { kind, orderId } = deadlineOfJob(job);
      const clock = options.clock ?? systemClock;
      const result =
        kind === 'deposit'
          ? await expireDeposit(store, orderId, clock)
          : await expireUnpaidOrder(store, orderId, clock);
      if (result.outcome === 'NOT_DUE') {
        await job.moveToDelayed(Date.parse(result.dueAt), token);
        throw new DelayedError();
      }
      options.onExpired?.(orderId, result);
      return result.outcome;
    },
    {
      connection: options.connection,
      prefix: options.prefix,
      concurrency: options.concurrency ?? 32,
    },
  );
}
