import { Logger } from '@nestjs/common';
import { Queue, Worker, type Job, type RepeatOptions } from 'bullmq';
import IORedis from 'ioredis';
import type { AppConfig } from '@slabworks/config';
import { isDependencyUnavailable, watchRedis, type OutageLog } from '@slabworks/connections';

export interface RepeatingJobOptions {
  queue: string;
  /** One id for every worker: each upserts the same scheduler. */
  schedulerId: string;
  repeat: Omit<RepeatOptions, 'key'>;
  process: (job: Job) => Promise<unknown>;
  logger: Logger;
}

/**
 * A BullMQ job scheduler and the worker that runs its jobs. Redis may lose the scheduler (a restart
 * without persistence, a flush, eviction): it is checked, and put back when missing, whenever the
 * connection becomes ready again and every JOB_SCHEDULE_CHECK_MS, not only at the worker's start.
 */
export class RepeatingJob {
  private connection?: IORedis;
  private outage?: OutageLog;
  private queue?: Queue;
  private worker?: Worker;
  private timer?: NodeJS.Timeout;
  private checking?: Promise<void>;

  constructor(
    private readonly config: AppConfig,
    private readonly options: RepeatingJobOptions,
  ) {}

  async start(): Promise<void> {
    const { queue: name, logger } = this.options;
    this.connection = new IORedis(this.config.redisUrl, {
      maxRetriesPerRequest: null,
      connectionName: `slabworks-worker:${process.pid}:${name}`,
    });
    const outage = (this.outage = watchRedis(this.connection, `Redis (${name})`, logger));
    const options = { connection: this.connection, prefix: this.config.redisPrefix };
    this.queue = new Queue(name, options).on('error', (e) => outage.down(e));
    await this.ensureScheduled();
    this.connection.on('ready', () => void this.ensureScheduled());
    this.timer = setInterval(() => void this.ensureScheduled(), this.config.jobScheduleCheckMs);
    this.worker = new Worker(name, (job: Job) => this.options.process(job), { ...options, concurrency: 1 });
    this.worker.on('error', (e) =>
      isDependencyUnavailable(e) ? outage.down(e) : logger.error(`${name} worker: ${e.message}`),
    );
    this.worker.on('failed', (job, error) => logger.error(`${name} ${job?.id} failed: ${error.message}`));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
    await this.worker?.close();
    await this.queue?.close();
    await this.connection?.quit().catch(() => this.connection?.disconnect());
  }

  get scheduler(): Queue {
    return this.queue!;
  }

  /** Puts the scheduler back when Redis lost it; resolves either way (an outage is logged by the watcher). */
  ensureScheduled(): Promise<void> {
    this.checking ??= this.check().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async check(): Promise<void> {
    const { schedulerId, repeat, logger } = this.options;
    const queue = this.queue!;
    try {
      if (await queue.getJobScheduler(schedulerId)) return;
      await queue.upsertJobScheduler(schedulerId, repeat, { name: 'sweep' });
      logger.log(`job scheduler ${schedulerId} scheduled`);
    } catch (error) {
      this.outage?.down(error);
    }
  }
}
