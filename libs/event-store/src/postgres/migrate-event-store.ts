import type { Pool } from 'pg';
import { eventStoreMigrations, type Migration } from './event-store.schema';

// Any constant works as long as nothing else in the database takes the same advisory lock.
const MIGRATION_LOCK_KEY = 774_201_001;

/** Runs one statement; a pg client or a TypeORM QueryRunner's `query` both fit. */
export type SqlRunner = (sql: string, params?: unknown[]) => Promise<unknown>;

/**
 * The event store's own migration set, applied through whatever runs SQL. The product runs it from a
 * TypeORM migration (the api's migrate step, one transaction, under that runner's lock), so the adapter
 * stays free of TypeORM; `migrateEventStore` below runs it for the lib's own tests and benchmarks.
 * The version table records what ran, so both paths agree on one database.
 */
export async function applyEventStoreMigrations(
  run: SqlRunner,
  migrations: Migration[] = eventStoreMigrations,
): Promise<number[]> {
  await run('CREATE SCHEMA IF NOT EXISTS event_store');
  await run(`CREATE TABLE IF NOT EXISTS event_store.schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = (await run('SELECT version FROM event_store.schema_migrations')) as
    Array<{ version: number }> | { rows: Array<{ version: number }> };
  const done = new Set((Array.isArray(rows) ? rows : rows.rows).map((r) => r.version));
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    await run(migration.sql);
    await run('INSERT INTO event_store.schema_migrations (version, name) VALUES ($1, $2)', [
      migration.version,
      migration.name,
    ]);
    applied.push(migration.version);
  }
  return applied;
}

/**
 * Brings the event store schema up to date outside the api's migrate step (lib tests, benchmarks):
 * under an advisory lock, in one transaction.
 */
export async function migrateEventStore(
  pool: Pool,
  migrations: Migration[] = eventStoreMigrations,
): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query('BEGIN');
      try {
        const applied = await applyEventStoreMigrations(
          (sql, params) => client.query(sql, params),
          migrations,
        );
        await client.query('COMMIT');
        return applied;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
