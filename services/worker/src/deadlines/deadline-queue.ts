import { Queue, type ConnectionOptions } from 'bullmq';
import { DEADLINE_QUEUE } from '@slabworks/config';

export { DEADLINE_QUEUE };
export const EXPIRE_JOB = 'expire';

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
    deadlines: ReadonlyArray<{ orderId: string; dueAt: string }>,
    now = Date.now(),
  ): Promise<void> {
    if (deadlines.length === 0) return;
    await this.queue.addBulk(
      deadlines.map(({ orderId, dueAt }) => ({
        name: EXPIRE_JOB,
        data: {},
        opts: {
          jobId: orderId,
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
  async unschedule(orderIds: readonly string[]): Promise<void> {
    await Promise.all(orderIds.map((id) => this.queue.remove(id).catch(() => 0)));
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
