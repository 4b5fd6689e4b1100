import { Queue, type ConnectionOptions } from 'bullmq';
import { DEADLINE_QUEUE } from '@slabworks/config';

export { DEADLINE_QUEUE };
export const EXPIRE_JOB = 'expire';
// Issue #31: a placed order nobody paid, in the same queue (one worker, one sweeper, one Redis story).
export const EXPIRE_UNPAID_JOB = 'expire-unpaid';
export type DeadlineKind = 'deposit' | 'unpaid';
const UNPAID_PREFIX = 'unpaid-';

/** A deposit deadline's job id is the order id (as before); an unpaid order's is `unpaid-<orderId>`. */
export const jobIdOf = (kind: DeadlineKind, orderId: string) =>
  kind === 'deposit' ? orderId : `${UNPAID_PREFIX}${orderId}`;
export const deadlineOfJob = (job: { id?: string; name: string }): { kind: DeadlineKind; orderId: string } =>
  job.name === EXPIRE_UNPAID_JOB
    ? { kind: 'unpaid', orderId: job.id!.slice(UNPAID_PREFIX.length) }
    : { kind: 'deposit', orderId: job.id! };

export interface DeadlineQueueOptions {
  connection: ConnectionOptions;
  /** config.redisPrefix: every key this deployment writes starts with it. */
  prefix: string;
}

/**
 * Redis holds only a wake-up: jobId = orderId and an empty payload (the deadline is re-read from
 * the order's stream when the job runs), so a redelivered event adds nothing and a job costs the
 * least memory BullMQ allows.
 */
export class DeadlineQueue {
  readonly queue: Queue;

  constructor(options: DeadlineQueueOptions) {
    this.queue = new Queue(DEADLINE_QUEUE, { connection: options.connection, prefix: options.prefix });
  }

  async schedule(
    deadlines: ReadonlyArray<{ orderId: string; dueAt: string; kind?: DeadlineKind }>,
    now = Date.now(),
  ): Promise<void> {
    if (deadlines.length === 0) return;
    await this.queue.addBulk(
      deadlines.map(({ orderId, dueAt, kind = 'deposit' }) => ({
        name: kind === 'deposit' ? EXPIRE_JOB : EXPIRE_UNPAID_JOB,
        data: {},
        opts: {
          jobId: jobIdOf(kind, orderId),
          delay: Math.max(0, Date.parse(dueAt) - now),
          removeOnComplete: true,
          removeOnFail: { age: 7 * 24 * 3600 },
          attempts: 5,
          backoff: { type: 'exponential', delay: 1000 },
        },
      })),
    );
  }

  /** Best effort: a job that is already running cannot be removed, and re-checks state anyway. */
  async unschedule(
    orderIds: readonly string[],
    kinds: readonly DeadlineKind[] = ['deposit', 'unpaid'],
  ): Promise<void> {
    await Promise.all(
      orderIds.flatMap((id) => kinds.map((kind) => this.queue.remove(jobIdOf(kind, id)).catch(() => 0))),
    );
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
