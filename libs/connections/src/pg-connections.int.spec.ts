import { Pool } from 'pg';
import { createTestDatabase, DatabaseOutage, waitFor, type TestDatabase } from '@slabworks/testing';
import { isDependencyUnavailable } from './dependency-unavailable';
import { watchPool } from './pg-connections';

/**
 * What a PostgreSQL restart does to a pool, on a database of this test's own: every backend gets
 * 57P01, idle pooled clients and checked-out ones alike. Without the listeners, either emits an
 * 'error' nobody handles and the process (here: jest's worker) dies.
 */
describe('watchPool', () => {
  let db: TestDatabase;
  let outage: DatabaseOutage;
  const lines: string[] = [];
  const logger = { warn: (m: string) => lines.push(`warn ${m}`), log: (m: string) => lines.push(`log ${m}`) };

  beforeAll(async () => {
    db = await createTestDatabase('watch_pool');
    outage = new DatabaseOutage(db.name);
  });
  afterAll(() => db.drop());
  beforeEach(() => (lines.length = 0));

  it('rides out terminated idle and checked-out clients, logs the outage once, and connects again', async () => {
    const pool = new Pool({ connectionString: db.url, max: 4 });
    const log = watchPool(pool, 'PostgreSQL', logger);
    const held = await pool.connect();
    await held.query('BEGIN');
    const idle = await pool.connect();
    await idle.query('SELECT 1');
    idle.release();

    expect(await outage.terminateBackends()).toBeGreaterThanOrEqual(2);
    await waitFor(async () => log.isDown && lines.length === 1, 5_000, 'both clients told');
    expect(lines[0]).toMatch(/^warn PostgreSQL connection lost: 57P01 /);

    const failed = await held.query('COMMIT').catch((e: unknown) => e);
    expect(isDependencyUnavailable(failed)).toBe(true);
    held.release(failed as Error);

    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect(log.isDown).toBe(false);
    expect(lines[1]).toMatch(/^log PostgreSQL connection back after \d+\.\d s/);
    await pool.end();
  });

  it('classifies a closed database as unavailable, and a bad statement as not', async () => {
    const pool = new Pool({ connectionString: db.url, max: 2 });
    watchPool(pool, 'PostgreSQL', logger);
    const bad = await pool.query('SELEC 1').catch((e: unknown) => e);
    expect(isDependencyUnavailable(bad)).toBe(false);
    await outage.cutOff();
    try {
      const refused = await pool.query('SELECT 1').catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Error);
      expect(isDependencyUnavailable(refused)).toBe(true);
    } finally {
      await outage.restore();
    }
    expect((await pool.query('SELECT 1')).rowCount).toBe(1);
    await pool.end();
  });
});
