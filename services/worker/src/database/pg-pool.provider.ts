import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { hostname } from 'node:os';
import { Pool } from 'pg';
import { loadConfig, type AppConfig } from '@slabworks/config';
import { watchPool } from '@slabworks/connections';

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');
export const WORKER_PG_POOL = Symbol('WORKER_PG_POOL');

@Global()
@Module({
  providers: [
    { provide: WORKER_CONFIG, useFactory: (): AppConfig => loadConfig() },
    {
      provide: WORKER_PG_POOL,
      inject: [WORKER_CONFIG],
      useFactory: (config: AppConfig) => {
        const pool = new Pool({
          connectionString: config.databaseUrl,
          max: 10,
          // Which worker holds which projection lease shows in pg_stat_activity (docs/operations.md).
          application_name: `slabworks-worker ${hostname()}:${process.pid}`.slice(0, 63),
        });
        watchPool(pool, 'PostgreSQL', new Logger('Database'));
        return pool;
      },
    },
  ],
  exports: [WORKER_CONFIG, WORKER_PG_POOL],
})
export class WorkerDatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(WORKER_PG_POOL) private readonly pool: Pool) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
