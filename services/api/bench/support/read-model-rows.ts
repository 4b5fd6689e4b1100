import type { Pool } from 'pg';

const ROWS_PER_CHUNK = 100_000;
// Every column but the key, the order number, the owner and the times (the list columns included:
// a row without its action view would be read whole, as one projected before they existed).
const COPIED = `submit_type, order_type, status, processing_status, display_stage, tabs, total_qt, total_amount,
  currency, revision, deposit_due_at, action_view, tracking_numbers, state, timeline, ledger`;

/**
 * Fills read_models.orders up to `target` rows by copying the placed orders already there (their
 * projected state, timeline and ledger as they are) under new order ids, order numbers, owners and
 * times: the list reads a table of production size without projecting millions more events.
 * Returns the number of rows in the table.
 */
export async function fillOrderRows(
  pool: Pool,
  target: number,
  ownerCount: number,
  log: (line: string) => void,
): Promise<number> {
  await pool.query(`CREATE TABLE bench_row_sources AS
    SELECT row_number() OVER (ORDER BY order_id) - 1 AS idx, * FROM read_models.orders WHERE status <> 'TEMP_SAVED'`);
  await pool.query(`ALTER TABLE bench_row_sources ADD PRIMARY KEY (idx)`);
  const sources = Number((await pool.query(`SELECT count(*) AS n FROM bench_row_sources`)).rows[0].n);
  let rows = Number((await pool.query(`SELECT count(*) AS n FROM read_models.orders`)).rows[0].n);
  for (let n = 0; rows < target; n += ROWS_PER_CHUNK) {
    const count = Math.min(ROWS_PER_CHUNK, target - rows);
    // Order numbers of 2019-2022 days (1,000 a day) never meet the generated history's (2024-).
    const res = await pool.query(
      `INSERT INTO read_models.orders (order_id, member_id, order_number, created_at, placed_at, updated_at,
         paid_at, cards_received_at, ${COPIED})
       SELECT md5('bench-row-' || g)::uuid::text, w.member_id,
         'G' || to_char(date '2019-01-01' + g / 1000, 'YYMMDD') || '-' || lpad((g % 1000 + 1)::text, 6, '0'),
         s.created_at - g * interval '61 seconds', s.placed_at - g * interval '61 seconds',
         s.updated_at - g * interval '61 seconds', s.paid_at - g * interval '61 seconds',
         s.cards_received_at - g * interval '61 seconds', ${COPIED.split(',')
           .map((c) => `s.${c.trim()}`)
           .join(', ')}
       FROM generate_series($1::int, $2::int - 1) AS g
       JOIN bench_row_sources s ON s.idx = g % $3
       JOIN bench_owners w ON w.n = (g::bigint * 7919) % $4`,
      [n, n + count, sources, ownerCount],
    );
    rows += res.rowCount ?? 0;
    log(`  read_models.orders: ${rows.toLocaleString('en')} rows`);
  }
  // A rebuild rewrites a row once per batch that touches it; the swapped-in table carries those dead
  // versions until autovacuum comes. The list is measured on the table as it settles: vacuumed.
  const dead = await pool.query(
    `SELECT n_dead_tup AS n FROM pg_stat_user_tables WHERE schemaname = 'read_models' AND relname = 'orders'`,
  );
  log(
    `  read_models.orders: ${Number(dead.rows[0]?.n ?? 0).toLocaleString('en')} dead row versions before VACUUM`,
  );
  await pool.query('VACUUM (ANALYZE) read_models.orders');
  return rows;
}
