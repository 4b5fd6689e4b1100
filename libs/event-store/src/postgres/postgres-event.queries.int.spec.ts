import { Client, Pool } from 'pg';
import { createTestDatabase, waitFor, type TestDatabase } from '@slabworks/testing';
import { migrateEventStore } from './migrate-event-store';
import { START_CURSOR } from './postgres-checkpoint';
import {
  pageWithPendingSql,
  pendingSql,
  readPageWithPending,
  type FilterShape,
} from './postgres-event.queries';

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

  const shapes: FilterShape[] = [
    { prefixes: false, types: false },
    { prefixes: true, types: false },
    { prefixes: true, types: true },
  ];
  const inline = (sql: string, shape: FilterShape) =>
    sql
      .replaceAll(`$4::text[]`, shape.prefixes ? `'{gradingOrder-%}'::text[]` : `'{CardScored}'::text[]`)
      .replaceAll(`$5::text[]`, `'{CardScored}'::text[]`);

  it.each(shapes)('walks the index from the cursor (%o)', async (shape) => {
    const { rows: head } = await client.query<{ t: string; g: string }>(
      `SELECT transaction_id::text AS t, global_position::text AS g FROM event_store.events
       ORDER BY global_position DESC LIMIT 1`,
    );
    const sql = inline(
      pendingSql(shape, 4)
        .replace('$1::xid8', `'${head[0]!.t}'::xid8`)
        .replace('$2::bigint', `${head[0]!.g}::bigint`),
      shape,
    );
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    // With a type filter the planner may take the rows past the cursor above the horizon by a
    // bitmap of the same index (it expects to skip many for LIMIT 1); either way it reads no more.
    expect(plan).toMatch(
      shape.types
        ? /(Index (Only )?Scan using|Bitmap Index Scan on) events_transaction_position_idx/
        : /Index (Only )?Scan using events_transaction_position_idx/,
    );
    expect(plan).not.toContain('Seq Scan');
  });

  it.each(shapes)(
    "reads the subscriber's page, the pending flag and (filtered) the head by the index (%o)",
    async (shape) => {
      const { rows: middle } = await client.query<{ t: string; g: string }>(
        `SELECT transaction_id::text AS t, global_position::text AS g FROM event_store.events
         WHERE global_position = 10000`,
      );
      const sql = inline(
        pageWithPendingSql(shape)
          .replaceAll('$1::xid8', `'${middle[0]!.t}'::xid8`)
          .replaceAll('$2::bigint', `${middle[0]!.g}::bigint`)
          .replace('LIMIT $3', 'LIMIT 500'),
        shape,
      );
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      // The page's own plan is the planner's pick (an ordered or a bitmap index scan); neither reads the table.
      expect(
        plan.match(
          /(Index (Only )?Scan (Backward )?(using|on)|Bitmap Index Scan on) events_transaction_position_idx/g,
        ),
      ).toHaveLength(shape.types ? 3 : 2);
      expect(plan).not.toContain('Seq Scan');
    },
  );

  it('tells a subscriber of one event type where the head is, so it skips what it does not want', async () => {
    const pool = new Pool({ connectionString: db.url, max: 1 });
    try {
      const { rows: last } = await client.query<{ t: string; g: string }>(
        `SELECT transaction_id::text AS t, global_position::text AS g FROM event_store.events
         ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
      );
      // Other sessions' open transactions (any database's) hold back the horizon for a moment.
      const none = await waitFor(async () => {
        const page = await readPageWithPending(pool, START_CURSOR, 500, { types: ['CardScored'] });
        return page.head?.globalPosition === last[0]!.g ? page : undefined;
      });
      expect(none.rows).toEqual([]);
      expect(none.head).toEqual({ transactionId: last[0]!.t, globalPosition: last[0]!.g });
      await client.query(
        `INSERT INTO event_store.events (stream_id, revision, event_id, type, data)
         VALUES ('gradingOrder-x', 0, gen_random_uuid(), 'OrderPlaced', '{}'), ('gradingOrder-x', 1, gen_random_uuid(), 'CardScored', '{}')`,
      );
      const one = await waitFor(async () => {
        const page = await readPageWithPending(pool, none.head!, 500, { types: ['CardScored'] });
        return page.rows.length === 1 && page.head ? page : undefined;
      });
      expect(one.rows.map((r) => [r.type, r.revision])).toEqual([['CardScored', '1']]);
      expect(one.head).toEqual({
        transactionId: one.rows[0]!.transaction_id,
        globalPosition: one.rows[0]!.global_position,
      });
      const unfiltered = await readPageWithPending(pool, none.head!, 500, {
        likePatterns: ['gradingOrder-%'],
      });
      expect(unfiltered.rows).toHaveLength(2);
      expect(unfiltered.head).toBeUndefined();
    } finally {
      await pool.end();
    }
  });
});
