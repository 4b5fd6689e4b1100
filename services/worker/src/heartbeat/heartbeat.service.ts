import { hostname } from 'node:os';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import type { AppConfig } from '@slabworks/config';
import { removeWorkerHeartbeat, stampWorkerHeartbeat } from '@slabworks/read-models';
import { WORKER_CONFIG, WORKER_PG_POOL } from '../database/pg-pool.provider';

/** Lets /api/health tell whether a worker is alive without a network path between the two processes. */
@Injectable()
export class HeartbeatService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Heartbeat');
  private readonly workerId = `${hostname()}:${process.pid}`;
  private readonly startedAt = new Date();
  private timer?: NodeJS.Timeout;
  private warned = false;

  constructor(
    @Inject(WORKER_PG_POOL) private readonly pool: Pool,
    @Inject(WORKER_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => void this.beat(), this.config.workerHeartbeatMs);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await removeWorkerHeartbeat(this.pool, this.workerId).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    try {
      await stampWorkerHeartbeat(this.pool, this.workerId, this.startedAt);
      this.warned = false;
    } catch (e) {
      // The api's migrate step may still be running at first start, or PostgreSQL is away (its
      // outage is logged by the pool's watcher): say so once, keep beating.
      if (!this.warned) this.logger.warn(`heartbeat not written yet: ${(e as Error).message}`);
      this.warned = true;
    }
  }
}
