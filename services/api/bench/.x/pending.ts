import { Pool } from 'pg';
import { randomUUID } from 'node:crypto';
import { createEventStore } from '@slabworks/event-store';
import { createTestDatabase } from '@slabworks/testing';
async function main() {
  const db = await createTestDatabase('pending');
  const store = await createEventStore({ kind: 'postgres', url: db.url, migrate: true, poolSize: 4 });
  for (let i = 0; i < 2000; i++) {
    await Promise.all(Array.from({ length: 10 }, (_, j) => store.append(`gradingOrder-${i}-${j}`, [{ type: 'X', data: { i }, id: randomUUID() }], { expectedRevision: 'any' } as never)));
  }
  const pool = new Pool({ connectionString: db.url, max: 2 });
  const { rows: [head] } = await pool.query(`SELECT transaction_id::text t, global_position::text g FROM event_store.events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`);
  const q = { name: 'p', text: `SELECT EXISTS (SELECT 1 FROM event_store.events e
           WHERE NOT (e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())) AND (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) AND e.stream_id LIKE ANY($3::text[])) AS pending`, values: [head.t, head.g, ['gradingOrder-%']] };

  const H = `e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;
  const A = `(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)`;
  const variants: Record<string, string> = {
    exists: `SELECT EXISTS (SELECT 1 FROM event_store.events e WHERE NOT (${H}) AND ${A} AND e.stream_id LIKE ANY($3::text[])) AS pending`,
    limit1: `SELECT EXISTS (SELECT 1 FROM event_store.events e WHERE ${A} AND NOT (${H}) AND e.stream_id LIKE ANY($3::text[]) ORDER BY e.transaction_id, e.global_position LIMIT 1) AS pending`,
    first: `SELECT true AS pending FROM event_store.events e WHERE ${A} AND NOT (${H}) AND e.stream_id LIKE ANY($3::text[]) ORDER BY e.transaction_id, e.global_position LIMIT 1`,
    page: `SELECT e.global_position FROM event_store.events e WHERE ${H} AND ${A} AND e.stream_id LIKE ANY($3::text[]) ORDER BY e.transaction_id, e.global_position LIMIT 500`,
  };
  for (const analyzed of [false, true]) {
  if (analyzed) { await pool.query('ANALYZE event_store.events'); console.log('--- after ANALYZE'); }
  for (const [name, text] of Object.entries(variants)) {
    const q = { name: name + analyzed, text, values: [head.t, head.g, ['gradingOrder-%']] };
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) await pool.query(q);
    console.log(name, ((performance.now() - t0) / 1000).toFixed(3), 'ms');
    const { rows } = await pool.query(`EXPLAIN (ANALYZE) ${text.replace('$1::xid8', `'${head.t}'::xid8`).replace('$2::bigint', `${head.g}::bigint`).replace('$3::text[]', `'{gradingOrder-%}'::text[]`)}`);
    console.log(rows.map((r) => '   ' + r['QUERY PLAN']).filter((l) => /Scan|Execution/.test(l)).join('\n'));
  }
  }
  await pool.end(); await store.close(); await db.drop();
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
