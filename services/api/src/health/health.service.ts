import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import type { HealthReport, ProjectionLag } from '@slabworks/contracts';
import type { EventStore } from '@slabworks/event-store';
import { newestWorkerHeartbeat } from '@slabworks/read-models';
import { APP_CONFIG } from '../config';
import { EVENT_STORE } from '../event-store';
import { REDIS } from '../redis';
import { projectionLags } from './projection-lag';

const PROBE_TIMEOUT_MS = 2_000;

type Probe = HealthReport['dependencies'][string];

async function timed(probe: () => Promise<unknown>): Promise<Probe> {
  const started = performance.now();
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), PROBE_TIMEOUT_MS).unref()),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (e) {
    return { status: 'down', error: (e as Error).message };
  }
}

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async report(): Promise<HealthReport> {
    let projections: ProjectionLag[] = [];
    const [postgres, redis, eventStore, worker] = await Promise.all([
      timed(() => this.db.query('SELECT 1')),
      timed(() => this.redis.ping()),
      timed(async () => (projections = await projectionLags(this.db, this.store))),
      this.workerSeenAt(),
    ]);
    const workerUp = worker !== null && worker.ageMs < this.config.workerStaleMs;
    const allUp = postgres.status === 'up' && redis.status === 'up' && eventStore.status === 'up' && workerUp;
    return {
      status: allUp ? 'ok' : 'degraded',
      version: process.env.npm_package_version ?? '0.1.0',
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      dependencies: { postgres, redis, eventStore },
      worker: { status: workerUp ? 'up' : 'down', lastSeenAt: worker?.seenAt.toISOString() ?? null },
      projections,
    };
  }

  /** The newest heartbeat and its age, both by PostgreSQL's clock (the api's may differ from it). */
  private async workerSeenAt(): Promise<{ seenAt: Date; ageMs: number } | null> {
    return newestWorkerHeartbeat(this.db).catch(() => null);
  }
}
