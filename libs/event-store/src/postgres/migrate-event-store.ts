import type { Pool } from 'pg';
import { eventStoreMigrations, type Migration } from './event-store.schema';

// Any constant works as long as nothing else in the database takes the same advisory lock.
const MIGRATION_LOCK_KEY = 774_201_001;

/**
 * Brings the event store schema up to date. Safe to run from every api instance at start: runs hold an
 * advisory lock, and each migration commits together with its row in the version table.
 */
export async function migrateEventStore(
  pool: Pool,
  migrations: Migration[] = eventStoreMigrations,
): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query('CREATE SCHEMA IF NOT EXISTS event_store');
      await client.query(`CREATE TABLE IF NOT EXISTS event_store.schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await client.query<{ version: number }>(
        'SELECT version FROM event_store.schema_migrations',
      );
      const done = new Set(rows.map((r) => r.version));
      for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
        if (done.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO event_store.schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ]);
          await client.query('COMMIT');
          applied.push(migration.version);
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
  return applied;
}
