import { Client } from 'pg';
import { loadConfig } from '@slabworks/config';
import { createTestDatabase, testRunDatabasePrefix, TEST_RUN_ENV } from '@slabworks/testing';
import { runMigrations } from './run-migrations';

const silent = () => {
  const lines: string[] = [];
  return { lines, logger: { log: (m: string) => void lines.push(m) } as never };
};

async function tablesOf(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string }>(
      `SELECT table_schema || '.' || table_name AS t FROM information_schema.tables
       WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    return rows.map((r) => r.t);
  } finally {
    await client.end();
  }
}

describe('api migrate', () => {
  it('creates a missing database, then the schema; a second run changes nothing', async () => {
    // A database name nobody created yet (the run's prefix, so the global teardown drops it).
    const holder = await createTestDatabase('migrate-holder');
    const run = process.env[TEST_RUN_ENV];
    const name = `${run ? testRunDatabasePrefix(run) : 'sw_'}migrate_${Date.now().toString(36)}`;
    const url = new URL(holder.url);
    url.pathname = `/${name}`;
    const config = loadConfig({ ...process.env, DATABASE_URL: url.toString() });

    const first = silent();
    await runMigrations(config, first.logger);
    expect(first.lines[0]).toBe('created the database');
    const tables = await tablesOf(config.databaseUrl);
    // Every table the product writes, including those once created at start by whoever used them first.
    expect(tables).toEqual(
      expect.arrayContaining([
        'public.typeorm_migrations',
        'event_store.events',
        'event_store.streams',
        'read_models.projection_checkpoints',
        'read_models.orders',
        'read_models.certifications',
        'read_models.certification_lineage',
        'read_models.certification_orders',
        'read_models.population_cards',
        'public.payment_refund_dispatch',
        'payment_sandbox.payments',
        'payment_sandbox.deposits',
        'payment_sandbox.cancels',
      ]),
    );

    const second = silent();
    await runMigrations(config, second.logger);
    expect(second.lines).toEqual(['schema up to date']);
    expect(await tablesOf(config.databaseUrl)).toEqual(tables);
  });
});
