import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import IORedis from 'ioredis';
import type { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import { isDependencyUnavailable, watchRedis } from '@slabworks/connections';
import type { EventStore } from '@slabworks/event-store';
import type { ProjectionRunner } from '@slabworks/read-models';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';
import { WORKER_EVENT_STORE } from '../event-store/worker-event-store.module';
import { workerProjectionRunner } from '../projections/worker-projection-runner';
import { DeadlineQueue } from './deadline-queue';
import { deadlineSchedulerProjection } from './deadline-scheduler.projection';
import { DeadlineSweeper } from './deadline-sweeper';
import { startDeadlineWorker } from './deadline-worker';
import { TestClock } from './test-clock';

/**
 * Virtual-account and unpaid-order deadlines: scheduler (store subscription → BullMQ), job worker,
 * and sweeper (which also settles placings a crashed api left reserved).
 */
@Injectable()
export class DeadlinesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Deadlines');
  private readonly redis: IORedis;
  readonly queue: DeadlineQueue;
  readonly scheduler: ProjectionRunner<unknown>;
  readonly sweeper: DeadlineSweeper;
  private worker?: Worker;
  private workerRedis?: IORedis;
  private readonly testClock?: TestClock;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
    @Inject(WORKER_PG_POOL) pool: Pool,
    @Inject(WORKER_EVENT_STORE) private readonly store: EventStore,
  ) {
    // BullMQ needs maxRetriesPerRequest: null on connections that block (docs: going to production).
    this.redis = new IORedis(config.redisUrl, {
      maxRetriesPerRequest: null,
      connectionName: `slabworks-worker:${process.pid}:deadlines`,
    });
    const outage = watchRedis(this.redis, 'Redis (deadlines)', this.logger);
    this.queue = new DeadlineQueue({ connection: this.redis, prefix: config.redisPrefix });
    this.queue.queue.on('error', (e) => outage.down(e));
    this.scheduler = workerProjectionRunner(
      pool,
      store,
      deadlineSchedulerProjection(this.queue, (line) => this.logger.log(line)),
    );
    // Tests only: journeys move the sweeper's clock (TEST_CLOCK; the config refuses it in production).
    if (config.testClock)
      this.testClock = new TestClock(
        this.redis,
        config.redisPrefix,
        () => void this.sweeper.sweep().catch(() => 0),
      );
    this.sweeper = new DeadlineSweeper(
      pool,
      store,
      config.payment.deadlineSweepMs,
      this.logger,
      this.testClock?.now,
      {
        unpaidOrderHours: config.payment.unpaidOrderHours,
        placementHoldSeconds: config.payment.placementHoldSeconds,
      },
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.warnAboutRedisSettings();
    this.workerRedis = this.redis.duplicate({
      maxRetriesPerRequest: null,
      connectionName: `slabworks-worker:${process.pid}:deadline-jobs`,
    });
    const outage = watchRedis(this.workerRedis, 'Redis (deadline jobs)', this.logger);
    this.worker = startDeadlineWorker(this.store, {
      connection: this.workerRedis,
      prefix: this.config.redisPrefix,
    });
    this.worker.on('error', (e) =>
      isDependencyUnavailable(e) ? outage.down(e) : this.logger.error(`deadline worker: ${e.message}`),
    );
    await this.scheduler.start();
    this.sweeper.start();
    this.testClock?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.testClock?.stop();
    await this.sweeper.stop();
    await this.scheduler.stop();
    await this.worker?.close();
    await this.queue.close();
    await this.workerRedis?.quit().catch(() => this.workerRedis?.disconnect());
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  // Evicted or unpersisted jobs are caught by the sweeper, but only a sweep later: say so loudly.
  private async warnAboutRedisSettings(): Promise<void> {
    try {
      const policy = (await this.redis.config('GET', 'maxmemory-policy')) as string[];
      const aof = (await this.redis.config('GET', 'appendonly')) as string[];
      if (policy[1] !== 'noeviction')
        this.logger.warn(`Redis maxmemory-policy is ${policy[1]}; deadlines need noeviction`);
      if (this.config.production && aof[1] !== 'yes')
        this.logger.warn(
          'Redis appendonly is off; a restart loses pending deadline jobs until the next sweep',
        );
    } catch (e) {
      this.logger.warn(`could not read Redis settings: ${(e as Error).message}`);
    }
  }
}
