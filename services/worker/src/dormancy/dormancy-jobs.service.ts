import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Pool } from 'pg';
import { DORMANCY_QUEUE, type AppConfig } from '@slabworks/config';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { RepeatingJobWithTheWorker } from '../scheduling/repeating-job-with-the-worker';
import { sweepDormantMembers, type DormancySweepResult } from './dormancy-sweep';

// 04:00 Korea time, when traffic is lowest.
const DAILY = {
  queue: DORMANCY_QUEUE,
  schedulerId: 'daily-dormancy-sweep',
  repeat: { pattern: '0 0 4 * * *', tz: 'Asia/Seoul' },
};

/** The daily BullMQ job that makes long-inactive members dormant (DORMANCY_DAYS, default 365). */
@Injectable()
export class DormancyJobsService extends RepeatingJobWithTheWorker {
  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_PG_POOL) private readonly pool: Pool,
  ) {
    super(config, 'Dormancy', DAILY);
  }

  async process(job: Pick<Job, 'timestamp'>): Promise<DormancySweepResult> {
    const result = await sweepDormantMembers(this.pool, this.config.dormancyDays, new Date(job.timestamp));
    this.logger.log(
      `${result.memberIds.length} member(s) became dormant (after ${this.config.dormancyDays} days)`,
    );
    return result;
  }
}
