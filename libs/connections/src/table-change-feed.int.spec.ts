import { Pool } from 'pg';
import { createTestDatabase, DatabaseOutage, waitFor, type TestDatabase } from '@slabworks/testing';
import { TABLE_CHANGED_CHANNEL, TableChangeFeed, type TableChangeNotice } from './table-change-feed';

/**
 * The feed on a database of this test's own: notices arrive once committed, a fence comes back
 * after the notices committed before it, and a lost connection is told as 'everything' twice
 * (when it goes, when it is back) so caches drop what they may have missed.
 */
describe('TableChangeFeed', () => {
  let db: TestDatabase;
  let pool: Pool;
  const lines: string[] = [];
  const logger = { warn: (m: string) => lines.push(`warn ${m}`), log: (m: string) => lines.push(`log ${m}`) };

  beforeAll(async () => {
    db = await createTestDatabase('table_change_feed');
    pool = new Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined); // the outage below terminates its idle clients too
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const started = async () => {
    const feed = new TableChangeFeed({ connectionString: db.url, application_name: 'feed-test' }, logger);
    const heard: TableChangeNotice[] = [];
    feed.subscribe((notice) => heard.push(notice));
    await feed.start();
    expect(feed.isLive).toBe(true);
    heard.length = 0; // the 'everything' of the first LISTEN
    return { feed, heard };
  };
  const notify = (payload: string) =>
    pool.query('SELECT pg_notify($1, $2)', [TABLE_CHANGED_CHANNEL, payload]);

  it('tells committed changes, never rolled-back ones, and is caught up once its fence is back', async () => {
    const { feed, heard } = await started();
    try {
      const client = await pool.connect();
      await client.query('BEGIN');
      await client.query('SELECT pg_notify($1, $2)', [TABLE_CHANGED_CHANNEL, 'member rolled-back']);
      await client.query('ROLLBACK');
      client.release();
      await notify('member m1');
      await notify('cost_policies');
      await feed.caughtUp();
      expect(heard).toEqual([
        { table: 'member', key: 'm1' },
        { table: 'cost_policies', key: null },
      ]);
    } finally {
      await feed.close();
    }
  });

  it("ignores another process's fences", async () => {
    const { feed, heard } = await started();
    const other = await started();
    try {
      await other.feed.caughtUp();
      await feed.caughtUp();
      expect(heard).toEqual([]);
    } finally {
      await feed.close();
      await other.feed.close();
    }
  });

  it('says everything may have changed when its connection is lost and when it listens again', async () => {
    const { feed, heard } = await started();
    try {
      lines.length = 0;
      await new DatabaseOutage(db.name).terminateBackends();
      await waitFor(async () => !feed.isLive, 5_000, 'the feed knows it is down');
      expect(heard).toEqual(['everything']);
      await feed.caughtUp(); // nothing to wait for: caches read through meanwhile
      await waitFor(async () => feed.isLive, 10_000, 'listening again');
      expect(heard).toEqual(['everything', 'everything']);
      expect(lines[0]).toMatch(/^warn table changes: connection lost/);
      expect(lines[1]).toBe('log table changes: listening again');
      await notify('member m2');
      await feed.caughtUp();
      expect(heard.at(-1)).toEqual({ table: 'member', key: 'm2' });
    } finally {
      await feed.close();
    }
  });
});
