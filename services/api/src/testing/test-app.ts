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
