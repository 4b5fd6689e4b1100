import type { PoolClient } from 'pg';
import { GRADING_ORDER_STREAM_PREFIX } from '@slabworks/domain';
import type { BackgroundWrites } from '../projection/background-writes';
import type { LiveRows } from '../projection/live-rows';
import type { ApplyTarget, Projection, RowMemory } from '../projection/projection';
import { decodeOrderRecord, isKnownOrderEvent, type OrderEventRecord } from './order-event.decode';
import { evolveOrderRow, foldOrderEvent, orderRowColumns, type OrderRow } from './order-row';
import {
  ORDER_COLUMNS as COLUMNS,
  ORDER_RECORDSET,
  ORDER_RECORDSET_VALUES,
  ORDER_UPSERT_SET,
  orderRowFromDb as fromDb,
} from './order-row.sql';

/** NOTIFY channel; the payload is the order id (live rows only: a rebuild's scratch rows are nobody's yet). */
export const ORDER_CHANGED_CHANNEL = 'read_model_order_changed';

/** Rows per upsert statement: bounds the JSON text of one statement (a row is a few KiB). */
const ROWS_PER_STATEMENT = 2_000;

const UPSERT = `INSERT INTO orders (${COLUMNS}) SELECT ${ORDER_RECORDSET_VALUES} FROM ${ORDER_RECORDSET}
       ON CONFLICT (order_id) DO UPDATE SET ${ORDER_UPSERT_SET}`;

/** The live tables' upsert: a row is never replaced by one of an older revision. */
const UPSERT_LIVE = `${UPSERT} WHERE orders.revision < EXCLUDED.revision`;

/** Delivered at commit, to every api process: open order pages (SSE) re-read the row then. */
const notify = (channel: string, ids: string) =>
  `SELECT pg_notify(${channel}, order_id) FROM unnest(${ids}::text[]) AS order_id`;

/**
 * Each statement goes out as soon as it is serialised: the server writes one while the next is
 * built. With `writes` (a scratch run's background connections) the caller does not wait for the
 * server at all; each row goes to its own lane (see BackgroundWrites.laneOf).
 */
async function writeRows(db: PoolClient, rows: OrderRow[], writes?: BackgroundWrites): Promise<void> {
  if (writes) {
    for (const [lane, laneRows] of byLane(writes, rows, (row) => row.orderId))
      for (let i = 0; i < laneRows.length; i += ROWS_PER_STATEMENT)
        await writes.send(lane, UPSERT, [JSON.stringify(laneRows.slice(i, i + ROWS_PER_STATEMENT))]);
    return;
  }
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    pending.push(db.query(UPSERT, [JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT))]));
  await Promise.all(pending);
}

function byLane<T>(writes: BackgroundWrites, items: Iterable<T>, key: (item: T) => string): Map<number, T[]> {
  const lanes = new Map<number, T[]>();
  for (const item of items) {
    const lane = writes.laneOf(key(item));
    const list = lanes.get(lane);
    if (list) list.push(item);
    else lanes.set(lane, [item]);
  }
  return lanes;
}

const DELETE = `DELETE FROM orders WHERE order_id = ANY($1::text[])`;

/**
 * Order list (per member and tab), order detail and the operator queue read one table: a row per
 * order holding the folded decider state plus the columns lists filter and sort on. A draft that is
 * discarded disappears. Batches are folded in memory and written with one upsert; a rebuild holds
 * its rows back and writes each about once (see RowMemory).
 */
export const ordersProjection: Projection<OrderEventRecord> = {
  name: 'orders',
  // 2: ledger entries carry the running net and their refund id.
  // 3: the list columns (order type, paid at, cards received at, action view, tracking numbers).
  // 4: the inbound tracking number and when the order entered its stage (the console queue).
  version: 4,
  streamPrefixes: [GRADING_ORDER_STREAM_PREFIX],
  tables: [{ name: 'orders', key: ['order_id'] }],
  isKnown: isKnownOrderEvent,
  decode: decodeOrderRecord,
  async apply(db: PoolClient, events: OrderEventRecord[], target: ApplyTarget): Promise<void> {
    const ids = [...new Set(events.map((e) => e.orderId))];
    // A rebuild remembers the rows it folded: reading them back (and parsing their JSON) was the
    // largest cost of a rebuild's page in bench:orders' profile. It owns them, so it folds them in
    // place (foldOrderEvent) and derives the list columns when it writes them (writeRows).
    const memory = target.memory as RowMemory<OrderRow | null> | undefined;
    const liveRows = target.liveRows as LiveRows<OrderRow> | undefined;
    const { writes } = target;
    const current = new Map<string, OrderRow | null>();
    const unknown: string[] = [];
    // An order whose first event here is its stream's first has no row yet: nothing to read (the
    // live upsert never replaces a row with an older revision, should an event come twice).
    const firstRevision = new Map<string, number>();
    if (!memory)
      for (const e of events) if (!firstRevision.has(e.orderId)) firstRevision.set(e.orderId, e.revision);
    for (const id of ids) {
      const kept = memory?.has(id) ? memory.get(id)! : liveRows?.get(id);
      if (kept !== undefined) current.set(id, kept);
      else if (memory ? memory.mayBeStored(id) : firstRevision.get(id) !== 0) unknown.push(id);
    }
    if (unknown.length) {
      await writes?.drain(); // a row pushed out earlier may still be on its way
      const { rows } = await db.query(`SELECT ${COLUMNS} FROM orders WHERE order_id = ANY($1::text[])`, [
        unknown,
      ]);
      for (const r of rows) current.set(r.order_id as string, fromDb(r));
    }
    const discarded = new Set<string>();
    for (const record of events) {
      const row = current.get(record.orderId) ?? null;
      // A redelivered event (at or below the row's revision) was already folded in.
      if (row && record.revision <= row.revision) continue;
      if (record.event.type === 'OrderDraftDiscarded') {
        current.set(record.orderId, null);
        discarded.add(record.orderId);
        continue;
      }
      discarded.delete(record.orderId);
      current.set(record.orderId, memory ? foldOrderEvent(row, record) : evolveOrderRow(row, record));
    }
    // Writes come last: the transaction takes its xid with its first write, and an open xid holds
    // back the event store's read horizon for every other subscriber. A scratch run's deletes go
    // the way its rows go, after the rows written before them.
    if (discarded.size && writes)
      for (const [lane, ids] of byLane(writes, discarded, (id) => id)) await writes.send(lane, DELETE, [ids]);
    else if (discarded.size) await db.query(DELETE, [[...discarded]]);
    if (memory) {
      // Held back until pushed out of memory or flushed; a discarded row is deleted above already.
      for (const [id, row] of current) memory.remember(id, row, row === null);
      const pushedOut = memory.takeUnwritten(false).filter((r): r is OrderRow => r !== null);
      // Folded in place: the columns derived from state, timeline and ledger are set once, here.
      return writeRows(db, pushedOut.map(orderRowColumns), writes);
    }
    const changed = [...current.values()].filter((r): r is OrderRow => r !== null);
    // Kept by the live runner once this batch commits; rows are never changed after evolveOrderRow.
    if (liveRows) {
      for (const row of changed) liveRows.stage(row.orderId, row);
      for (const id of discarded) liveRows.stage(id, null);
    }
    // A scratch schema's rows are nobody's yet (the swap makes them live; pages re-read then).
    if (!target.live) return writeRows(db, changed);
    // One statement: the rows and their notifications (a data-modifying CTE runs even though
    // nothing reads it); with atCommit it goes out with the checkpoint and COMMIT, one round trip.
    const { atCommit } = target;
    if (atCommit) {
      const lit = atCommit.literal;
      const idArray = `ARRAY[${ids.map(lit).join(', ')}]::text[]`;
      const notified = notify(lit(ORDER_CHANGED_CHANNEL), idArray);
      atCommit.send(
        changed.length === 0
          ? notified
          : `WITH written AS (${UPSERT_LIVE.replace('$1', () => lit(JSON.stringify(changed)))}) ${notified}`,
      );
    } else if (changed.length === 0) await db.query(notify('$1', '$2'), [ORDER_CHANGED_CHANNEL, ids]);
    else
      await db.query(`WITH written AS (${UPSERT_LIVE}) ${notify('$2', '$3')}`, [
        JSON.stringify(changed),
        ORDER_CHANGED_CHANNEL,
        ids,
      ]);
  },
  async flush(db: PoolClient, target): Promise<void> {
    const memory = target.memory as RowMemory<OrderRow | null>;
    const rows = memory.takeUnwritten(true).filter((r): r is OrderRow => r !== null);
    await writeRows(db, rows.map(orderRowColumns), target.writes);
  },
};
