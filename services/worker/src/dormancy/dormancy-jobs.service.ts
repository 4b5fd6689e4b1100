import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import type { Pool } from 'pg';
import { DORMANCY_QUEUE, type AppConfig } from '@slabworks/config';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { sweepDormantMembers, type DormancySweepResult } from './dormancy-sweep';

export { DORMANCY_QUEUE };
const SCHEDULER_ID = 'daily-dormancy-sweep';
// 04:00 Korea time, when traffic is lowest. One scheduler id: every worker upserts the same one.
const DAILY = { pattern: '0 0 4 * * *', tz: 'Asia/Seoul' };

/** The daily BullMQ job that makes long-inactive members dormant (DORMANCY_DAYS, default 365). */
@Injectable()
export class DormancyJobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Dormancy');
  private connection?: IORedis;
  private queue?: Queue;
  private worker?: Worker;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_PG_POOL) private readonly pool: Pool,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.connection = new IORedis(this.config.redisUrl, { maxRetriesPerRequest: null });
    const options = { connection: this.connection, prefix: this.prefix() };
    this.queue = new Queue(DORMANCY_QUEUE, options);
    await this.queue.upsertJobScheduler(SCHEDULER_ID, DAILY, { name: 'sweep' });
    this.worker = new Worker(DORMANCY_QUEUE, (job: Job) => this.process(job), { ...options, concurrency: 1 });
    this.worker.on('failed', (job, error) => this.logger.error(`sweep ${job?.id} failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    await this.connection?.quit().catch(() => this.connection?.disconnect());
  }

  get scheduler(): Queue {
    return this.queue!;
  }

  async process(job: Pick<Job, 'timestamp'>): Promise<DormancySweepResult> {
    const result = await sweepDormantMembers(this.pool, this.config.dormancyDays, new Date(job.timestamp));
    this.logger.log(
      `${result.memberIds.length} member(s) became dormant (after ${this.config.dormancyDays} days)`,
    );
    return result;
  }

  private prefix(): string {
    return this.config.redisPrefix.replace(/:$/, '');
  }
}
