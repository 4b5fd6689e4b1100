import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import type { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import { createPhotoStorage, type PhotoStorage } from '@slabworks/storage';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { sweepUnattachedUploads, type UnattachedUploadsSweepResult } from './unattached-uploads.sweep';

export const UPLOAD_CLEANUP_QUEUE = 'upload-cleanup';
const SCHEDULER_ID = 'hourly-unattached-uploads-sweep';
// Hourly: an abandoned photo lives at most UPLOAD_UNATTACHED_HOURS + 1 h. One id: every worker upserts it.
const HOURLY = { pattern: '0 17 * * * *' };

/** The BullMQ job that removes photos never attached to an order or draft (UPLOAD_UNATTACHED_HOURS). */
@Injectable()
export class UploadCleanupJobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UploadCleanup');
  private readonly storage: PhotoStorage;
  private connection?: IORedis;
  private queue?: Queue;
  private worker?: Worker;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_PG_POOL) private readonly pool: Pool,
  ) {
    this.storage = createPhotoStorage(config.storage);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.connection = new IORedis(this.config.redisUrl, { maxRetriesPerRequest: null });
    const options = { connection: this.connection, prefix: this.config.redisPrefix.replace(/:$/, '') };
    this.queue = new Queue(UPLOAD_CLEANUP_QUEUE, options);
    await this.queue.upsertJobScheduler(SCHEDULER_ID, HOURLY, { name: 'sweep' });
    this.worker = new Worker(UPLOAD_CLEANUP_QUEUE, (job: Job) => this.process(job), {
      ...options,
      concurrency: 1,
    });
    this.worker.on('failed', (job, error) => this.logger.error(`sweep ${job?.id} failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    await this.connection?.quit().catch(() => this.connection?.disconnect());
  }

  /** The job's own timestamp is the clock, so a late run judges age as of when it was due. */
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
