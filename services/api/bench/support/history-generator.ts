import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { foldOrder, type OrderEvent } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { readOrderHistory } from '@slabworks/order-commands';
import { storeTemplates, type OrderTemplate } from './history-templates';

const ORDERS_PER_DAY = 400;
const ORDERS_PER_CHUNK = 5000;
const HOURS_PER_STEP = 20;
const SEED = 'bench-history';

/** The id of generated order k, computable on both sides (SQL md5 → uuid, and here). */
export function generatedOrderId(k: number): string {
  const h = createHash('md5').update(`${SEED}-${k}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface GeneratedHistory {
  orders: number;
  events: number;
  seconds: number;
}

const cert = (slot: number) => `lpad((2000000 + o.k * 3 + ${slot})::text, 7, '0')`;

// Orders are placed 400 a day; each command of a template happens 20 h after the previous one, so
// about 5,000 orders are open at any time and events of different orders interleave in the log as in
// production (a rebuild batch then touches many orders, not one order's whole life).
const CHUNK_SQL = `
WITH o AS MATERIALIZED (
  SELECT k, md5('${SEED}-' || k)::uuid::text AS id,
    'G' || to_char(date '2024-01-01' + k / ${ORDERS_PER_DAY}, 'YYMMDD') || '-' ||
      lpad((k % ${ORDERS_PER_DAY} + 1)::text, 6, '0') AS ono,
    w.member_id AS mid,
    timestamptz '2024-01-01 00:00:00+00' + k * interval '${86_400 / ORDERS_PER_DAY} seconds' AS base,
    s.template
  FROM generate_series($1::int, $2::int - 1) AS k
  JOIN bench_slots s ON s.slot = k % 100
  JOIN bench_owners w ON w.n = (k::bigint * 7919) % $3
), streams AS (
  INSERT INTO event_store.streams (stream_id, revision)
  SELECT 'gradingOrder-' || o.id, m.revision FROM o
  JOIN (SELECT template, max(revision) AS revision FROM bench_template_events GROUP BY template) m USING (template)
)
INSERT INTO event_store.events (stream_id, revision, event_id, type, data, metadata, created_at)
SELECT 'gradingOrder-' || o.id, t.revision, gen_random_uuid(), t.type,
  replace(replace(replace(replace(replace(replace(t.data, '@@OID@@', o.id), '@@ONO@@', o.ono), '@@MID@@', o.mid),
    '@@C0@@', ${cert(0)}), '@@C1@@', ${cert(1)}), '@@C2@@', ${cert(2)})::jsonb,
  jsonb_set(replace(t.metadata, '@@MID@@', o.mid)::jsonb, '{occurredAt}',
    to_jsonb(to_char((o.base + t.step * interval '${HOURS_PER_STEP} hours') AT TIME ZONE 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
  o.base + t.step * interval '${HOURS_PER_STEP} hours'
FROM o JOIN bench_template_events t ON t.template = o.template
ORDER BY o.base + t.step * interval '${HOURS_PER_STEP} hours', o.k, t.revision`;

/**
 * Writes at least `targetEvents` events of generated orders straight into event_store.events and
 * event_store.streams (INSERT … SELECT, one transaction per 5,000 orders): each order a copy of one
 * of the 100 slots' templates, streams the api's real decider wrote earlier in this run, re-keyed
 * (order id, order number, owner from bench_owners, certification numbers, times).
 */
export async function generateHistory(
  pool: Pool,
  slots: OrderTemplate[],
  ownerCount: number,
  targetEvents: number,
  log: (line: string) => void,
): Promise<GeneratedHistory> {
  const templates = [...new Set(slots)];
  await storeTemplates(pool, templates);
  await pool.query(`CREATE TABLE bench_slots (slot int PRIMARY KEY, template int NOT NULL)`);
  await pool.query(
    `INSERT INTO bench_slots SELECT i - 1, t FROM unnest($1::int[]) WITH ORDINALITY AS s(t, i)`,
    [slots.map((t) => templates.indexOf(t))],
  );
  const perOrder = slots.reduce((n, t) => n + t.events.length, 0) / slots.length;
  const orders = Math.ceil(targetEvents / perOrder);
  const start = performance.now();
  let events = 0;
  for (let from = 0; from < orders; from += ORDERS_PER_CHUNK) {
    const to = Math.min(orders, from + ORDERS_PER_CHUNK);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL work_mem = '256MB'`);
      const res = await client.query(CHUNK_SQL, [from, to, ownerCount]);
      await client.query('COMMIT');
      events += res.rowCount ?? 0;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    if ((to / ORDERS_PER_CHUNK) % 4 === 0 || to === orders)
      log(`  generated ${to.toLocaleString('en')} orders, ${events.toLocaleString('en')} events`);
  }
  await pool.query('ANALYZE event_store.events');
  return { orders, events, seconds: (performance.now() - start) / 1000 };
}

/**
 * Every generated stream must fold as its template did: reads `samples` random copies back through
 * the event store port and folds them with the domain's foldOrder.
 */
export async function checkGeneratedStreams(
  store: EventStore,
  slots: OrderTemplate[],
  orders: number,
  samples: number,
): Promise<number> {
  let checked = 0;
  for (let i = 0; i < samples; i++) {
    const k = Math.floor(Math.random() * orders);
    const template = slots[k % 100]!;
    const orderId = generatedOrderId(k);
    const history = await readOrderHistory(store, orderId);
    const state = foldOrder(history.events as OrderEvent[]);
    const ok =
      history.events.length === template.events.length &&
      history.recorded.length === template.events.length &&
      state.orderId === orderId &&
      state.status === template.status &&
      state.processingStatus === template.processingStatus;
    if (!ok)
      throw new Error(
        `generated order ${k} (${orderId}, template ${template.label}) folds to ${state.status}/${state.processingStatus}`,
      );
    checked += 1;
  }
  return checked;
}
