import { createHash, randomBytes } from 'node:crypto';
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
export async function createTestDatabase(
  label = 'test',
  { template }: { template?: string } = {},
): Promise<TestDatabase> {
  const run = process.env[TEST_RUN_ENV];
  const prefix = runPrefix();
  const tag = label
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()
    .slice(0, 24);
  const name = `${prefix}${tag}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdmin(async (admin) => {
    if (!template) return void (await admin.query(`CREATE DATABASE "${name}"`));
    // A copy is refused while anything is still connected to the template (55006): the pool that
    // migrated it may be a moment from closing its last connection.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return void (await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return {
    name,
    url: withDatabase(serverUrl(), name),
    async drop() {
      if (run) return;
      await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

/**
 * A database migrated once per jest run and copied for each test file that asks for it
 * (`createTestDatabase(label, { template })`): CREATE DATABASE … TEMPLATE takes a fraction of a
 * second where the migrations took 1.5 s for each of the api's 50 e2e files. Keyed by what
 * `migrate` applies (`key`, e.g. the migrations' names), so a file whose configuration applies other
 * migrations gets a template of its own. Outside jest there is no run to drop it with, so the
 * answer is undefined and callers migrate their own database as before.
 */
export async function migratedTemplate(
  key: string,
  migrate: (url: string) => Promise<void>,
): Promise<string | undefined> {
  if (!process.env[TEST_RUN_ENV]) return undefined;
  const template = `${runPrefix()}tpl_${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
  // One builder per template across the run's workers: the others wait for the lock, then copy.
  const lockKey = createHash('sha256').update(template).digest().readInt32BE(0);
  await withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [lockKey]);
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (rowCount) return;
      await admin.query(`CREATE DATABASE "${template}"`);
      try {
        await migrate(withDatabase(serverUrl(), template));
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
        throw error;
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
  });
  return template;
}

function runPrefix(): string {
  const run = process.env[TEST_RUN_ENV];
  return run ? testRunDatabasePrefix(run) : 'sw_';
}

async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: withDatabase(serverUrl(), 'postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A Redis key prefix no other run shares. */
export function testKeyPrefix(label = 'test'): string {
  return `sw-test:${label}:${Date.now().toString(36)}${randomBytes(3).toString('hex')}:`;
}
