import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Pool } from 'pg';
import { UPLOAD_CLEANUP_QUEUE, type AppConfig } from '@slabworks/config';
import { createPhotoStorage, type PhotoStorage } from '@slabworks/storage';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { RepeatingJobWithTheWorker } from '../scheduling/repeating-job-with-the-worker';
import { sweepUnattachedUploads, type UnattachedUploadsSweepResult } from './unattached-uploads.sweep';

// Hourly: an abandoned photo lives at most UPLOAD_UNATTACHED_HOURS + 1 h.
const HOURLY = {
  queue: UPLOAD_CLEANUP_QUEUE,
  schedulerId: 'hourly-unattached-uploads-sweep',
  repeat: { pattern: '0 17 * * * *' },
};

/** The BullMQ job that removes photos never attached to an order or draft (UPLOAD_UNATTACHED_HOURS). */
@Injectable()
export class UploadCleanupJobsService extends RepeatingJobWithTheWorker {
  private readonly storage: PhotoStorage;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_PG_POOL) private readonly pool: Pool,
  ) {
    super(config, 'UploadCleanup', HOURLY);
    this.storage = createPhotoStorage(config.storage);
  }

  async process(job: Pick<Job, 'timestamp'>): Promise<UnattachedUploadsSweepResult> {
    const result = await sweepUnattachedUploads(
      this.pool,
      this.storage,
      this.config.storage.unattachedHours,
      new Date(job.timestamp),
    );
    if (result.removedIds.length) this.logger.log(`${result.removedIds.length} unattached photo(s) removed`);
    return result;
  }
}
