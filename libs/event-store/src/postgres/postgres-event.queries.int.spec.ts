import { Client, Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '@slabworks/testing';
import { migrateEventStore } from './migrate-event-store';
import { pageWithPendingSql, pendingSql } from './postgres-event.queries';

// The subscription asks "anything still above the horizon?" after every page, on every subscriber.
describe('the pending-rows check on a table without statistics', () => {
  let db: TestDatabase;
  let client: Client;

  beforeAll(async () => {
    db = await createTestDatabase('event_store_plans');
    const pool = new Pool({ connectionString: db.url, max: 1 });
    await migrateEventStore(pool);
    await pool.end();
    client = new Client({ connectionString: db.url });
    await client.connect();
    // 20,000 events written in one go and never analysed: a new database before autovacuum's
    // first ANALYZE (or a server running without autovacuum, like the test machines).
    await client.query(
      `INSERT INTO event_store.events (stream_id, revision, event_id, type, data)
       SELECT 'gradingOrder-' || (n / 10), n % 10, gen_random_uuid(), 'OrderPlaced', '{}'::jsonb
       FROM generate_series(1, 20000) AS n`,
    );
  });

  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it.each([false, true])('walks the index from the cursor (stream filter: %s)', async (filtered) => {
    const { rows: head } = await client.query<{ t: string; g: string }>(
      `SELECT transaction_id::text AS t, global_position::text AS g FROM event_store.events
       ORDER BY global_position DESC LIMIT 1`,
    );
    const sql = pendingSql(filtered)
      .replace('$1::xid8', `'${head[0]!.t}'::xid8`)
      .replace('$2::bigint', `${head[0]!.g}::bigint`)
      .replace('$3::text[]', `'{gradingOrder-%}'::text[]`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index (Only )?Scan using events_transaction_position_idx/);
    expect(plan).not.toContain('Seq Scan');
  });

  it.each([false, true])(
    "reads the subscriber's page and the pending flag by the index (stream filter: %s)",
    async (filtered) => {
      const { rows: middle } = await client.query<{ t: string; g: string }>(
        `SELECT transaction_id::text AS t, global_position::text AS g FROM event_store.events
         WHERE global_position = 10000`,
      );
      const sql = pageWithPendingSql(filtered)
        .replaceAll('$1::xid8', `'${middle[0]!.t}'::xid8`)
        .replaceAll('$2::bigint', `${middle[0]!.g}::bigint`)
        .replace('LIMIT $3', 'LIMIT 500')
        .replaceAll('$4::text[]', `'{gradingOrder-%}'::text[]`);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      // The page's own plan is the planner's pick (an ordered or a bitmap index scan); neither reads the table.
      expect(plan.match(/Index (Only )?Scan (using|on) events_transaction_position_idx/g)).toHaveLength(2);
      expect(plan).not.toContain('Seq Scan');
    },
  );
});
