import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import type { Pool } from 'pg';
import { DORMANCY_QUEUE, type AppConfig } from '@slabworks/config';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { RepeatingJob } from '../scheduling/repeating-job';
import { sweepDormantMembers, type DormancySweepResult } from './dormancy-sweep';
import { StartedWithTheWorker } from '../scheduling/started-with-the-worker';

export { DORMANCY_QUEUE };
export const DORMANCY_SCHEDULER_ID = 'daily-dormancy-sweep';
// 04:00 Korea time, when traffic is lowest.
const DAILY = { pattern: '0 0 4 * * *', tz: 'Asia/Seoul' };

/** The daily BullMQ job that makes long-inactive members dormant (DORMANCY_DAYS, default 365). */
@Injectable()
export class DormancyJobsService extends StartedWithTheWorker {
  private readonly logger = new Logger('Dormancy');
  protected readonly work: RepeatingJob;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_PG_POOL) private readonly pool: Pool,
  ) {
    super();
    this.work = new RepeatingJob(config, {
      queue: DORMANCY_QUEUE,
      schedulerId: DORMANCY_SCHEDULER_ID,
      repeat: DAILY,
      process: (job) => this.process(job),
      logger: this.logger,
    });
  }

  get scheduler(): Queue {
    return this.work.scheduler;
  }

  async process(job: Pick<Job, 'timestamp'>): Promise<DormancySweepResult> {
    const result = await sweepDormantMembers(this.pool, this.config.dormancyDays, new Date(job.timestamp));
    this.logger.log(
      `${result.memberIds.length} member(s) became dormant (after ${this.config.dormancyDays} days)`,
    );
    return result;
  }
}
