import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '@slabworks/config';
import { createTestDatabase, testKeyPrefix, type TestDatabase } from '@slabworks/testing';
import { createApp } from '../create-app';
import { runMigrations } from '../database/run-migrations';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly db: TestDatabase;
  readonly config: AppConfig;
  readonly dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * The whole api, booted on a database and Redis prefix of its own, answering through fastify's
 * inject (no port). `env` overrides configuration for this app only.
 */
export async function createTestApp(label: string, env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase(label);
  const overrides = {
    DATABASE_URL: db.url,
    REDIS_PREFIX: testKeyPrefix(label),
    WEB_DIST: '/nonexistent',
    ...env,
  };
  // This app's configuration only: handed to the app, never written back to process.env, so test
  // apps in one jest worker cannot see each other's database or settings.
  const config = loadConfig({ ...process.env, ...overrides });
  await runMigrations(config);
  const app = await createApp(config);
  sendCsrfHeaderByDefault(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    db,
    config,
    dataSource: app.get(DataSource),
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/**
 * Requests carry X-Requested-With as the web app's every call does (the CSRF guard refuses writes
 * without it); a test about the guard names the header itself, `undefined` to leave it out.
 */
function sendCsrfHeaderByDefault(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance() as unknown as { inject: (opts?: unknown) => unknown };
  const inject = fastify.inject.bind(fastify);
  fastify.inject = (opts?: unknown) => {
    if (typeof opts !== 'object' || opts === null) return inject(opts);
    const given = (opts as { headers?: Record<string, unknown> }).headers ?? {};
    if ('x-requested-with' in given) {
      const headers = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
      return inject({ ...opts, headers });
    }
    return inject({ ...opts, headers: { 'x-requested-with': 'XMLHttpRequest', ...given } });
  };
}
