import { afterAll, beforeAll } from '@jest/globals';
import { Pool } from 'pg';
import { createEventStore, type EventStore } from '@slabworks/event-store';
import { migrateTestDatabase } from './migrate-test-database';
import { createTestDatabase, type TestDatabase } from './test-database';

type Migrations = Parameters<typeof migrateTestDatabase>[1];

export interface BlockTestDatabase {
  readonly db: TestDatabase;
  readonly pool: Pool;
  /** The PostgreSQL event store on this database (only with `eventStore: true`). */
  readonly store: EventStore;
  /** Stopped in afterAll before the store and the pool close (a projection runner, a job). */
  stopFirst<T extends { stop(): Promise<unknown> }>(running: T): T;
}

/**
 * A database of the describe block's own, as the worker's and the read models' int tests use it: a
 * pool on it, the tables the test names (`schema`: the api's tables the job reads; `migrations`: read
 * models, payment adapters) and, when asked, the event store. Made in a beforeAll hook and taken down
 * in an afterAll hook in the one order that works: what the test started (stopFirst), the store, the
 * pool, the database. Read its fields in tests and in beforeAll hooks written after this call.
 *
 * Not in the package's index: it registers jest hooks (@jest/globals), and the index is also loaded
 * by benches and the api's process helpers outside jest. Import it as
 * `@slabworks/testing/src/block-test-database`.
 */
export function blockTestDatabase(
  label: string,
  opts: { poolSize?: number; schema?: string; migrations?: Migrations; eventStore?: boolean } = {},
): BlockTestDatabase {
  let db: TestDatabase | undefined;
  let pool: Pool | undefined;
  let store: EventStore | undefined;
  const running: Array<{ stop(): Promise<unknown> }> = [];
  beforeAll(async () => {
    db = await createTestDatabase(label);
    pool = new Pool({ connectionString: db.url, max: opts.poolSize ?? 3 });
    pool.on('error', () => undefined); // an idle client killed by the database's drop must not fail the run
    if (opts.schema) await pool.query(opts.schema);
    if (opts.eventStore) store = await createEventStore({ kind: 'postgres', url: db.url, migrate: true });
    if (opts.migrations) await migrateTestDatabase(db.url, opts.migrations);
  });
  afterAll(async () => {
    for (const r of running.reverse()) await r.stop();
    await store?.close();
    await pool?.end();
    await db?.drop();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${label}: ${what} read before the block's beforeAll made it`);
    return value;
  };
  return {
    get db() {
      return ready(db, 'the database');
    },
    get pool() {
      return ready(pool, 'the pool');
    },
    get store() {
      return ready(store, 'the event store (blockTestDatabase(…, { eventStore: true }))');
    },
    stopFirst(r) {
      running.push(r);
      return r;
    },
  };
}
