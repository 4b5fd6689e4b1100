import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

/** The server tests run against: DATABASE_URL's server, never its database. */
export function serverUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/slabworks';
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Set by jest's global setup: this run's databases share a prefix and are dropped after it. */
export const TEST_RUN_ENV = 'SW_TEST_RUN';

export function testRunDatabasePrefix(run: string): string {
  return `sw_r${run}_`;
}

/**
 * Each test file gets a database of its own, so parallel workers and concurrent CI runs never see
 * each other's rows. Under jest, `drop()` leaves it to the global teardown, which drops the run's
 * databases once every worker has exited: dropping with FORCE while a worker still held an idle
 * pooled connection (another file's, say) killed that connection and failed an unrelated test.
 * Outside jest (benchmarks), `drop()` drops at once.
 */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const run = process.env[TEST_RUN_ENV];
  const prefix = run ? testRunDatabasePrefix(run) : 'sw_';
  const tag = label
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()
    .slice(0, 24);
  const name = `${prefix}${tag}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: withDatabase(serverUrl(), 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(serverUrl(), name),
    async drop() {
      if (run) return;
      const c = new Client({ connectionString: withDatabase(serverUrl(), 'postgres') });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A Redis key prefix no other run shares. */
export function testKeyPrefix(label = 'test'): string {
  return `sw-test:${label}:${Date.now().toString(36)}${randomBytes(3).toString('hex')}:`;
}
