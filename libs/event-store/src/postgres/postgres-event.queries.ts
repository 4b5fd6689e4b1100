import type { Pool } from 'pg';
import type { PgCursor } from './postgres-checkpoint';
import { EVENT_COLUMNS, type EventRow } from './postgres-event.row';

// Only rows of transactions below the oldest running one are final: a transaction still running
// may hold a lower global position and commit later. WHERE and ORDER BY use the same composite key,
// otherwise a row with a larger xid but a smaller global position is skipped. The selected columns are
// cast to text under the same names, so ORDER BY must qualify them (e.x) or it sorts the text.
const HORIZON = 'e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const AFTER = '(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)';
const PREFIX = 'e.stream_id LIKE ANY($4::text[])';

const pageSql = (filtered: boolean) =>
  `SELECT ${EVENT_COLUMNS} FROM event_store.events e
   WHERE ${HORIZON} AND ${AFTER}${filtered ? ` AND ${PREFIX}` : ''}
   ORDER BY e.transaction_id, e.global_position LIMIT $3`;

export function toLikePatterns(prefixes: string[] | undefined): string[] | undefined {
  if (!prefixes || prefixes.length === 0) return undefined;
  return prefixes.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export async function readPage(
  pool: Pool,
  cursor: PgCursor,
  limit: number,
  likePatterns: string[] | undefined,
): Promise<EventRow[]> {
  const values: unknown[] = [cursor.transactionId, cursor.globalPosition, limit];
  if (likePatterns) values.push(likePatterns);
  const result = await pool.query<EventRow>({
    name: likePatterns ? 'es_read_page_filtered' : 'es_read_page',
    text: pageSql(Boolean(likePatterns)),
    values,
  });
  return result.rows;
}

/**
 * Committed rows past the cursor that are not yet below the horizon: worth a quick retry.
 * Written as the first such row in index order, not EXISTS: on a table without statistics yet (a new
 * database before ANALYZE) the planner expected a few matches scattered over the table and scanned all
 * of it for an EXISTS, ~0.1 ms per 1,000 events on every poll of every subscriber; ORDER BY the index's
 * key with LIMIT 1 walks the index from the cursor whatever the statistics say.
 */
export const pendingSql = (filtered: boolean, prefixParam = '$3') =>
  `SELECT true AS pending FROM event_store.events e
   WHERE ${AFTER} AND NOT (${HORIZON})${filtered ? ` AND e.stream_id LIKE ANY(${prefixParam}::text[])` : ''}
   ORDER BY e.transaction_id, e.global_position LIMIT 1`;

/**
 * A subscriber's page and whether rows past it wait above the horizon, in one statement and so one
 * snapshot: the rows of a transaction that commits between the two are either in the page or
 * pending, never neither (with two statements they could fall between and wait for a later wake-up).
 * Without rows the page is one row of nulls carrying the flag.
 */
export const pageWithPendingSql = (filtered: boolean) =>
  `SELECT page.*, coalesce(pend.pending, false) AS pending
   FROM (SELECT (${pendingSql(filtered, '$4')}) AS pending) pend
   LEFT JOIN LATERAL (
     SELECT ${EVENT_COLUMNS}, e.transaction_id AS sort_transaction, e.global_position AS sort_position
     FROM event_store.events e
     WHERE ${HORIZON} AND ${AFTER}${filtered ? ` AND ${PREFIX}` : ''}
     ORDER BY e.transaction_id, e.global_position LIMIT $3
   ) page ON true
   ORDER BY page.sort_transaction, page.sort_position`;

export async function readPageWithPending(
  pool: Pool,
  cursor: PgCursor,
  limit: number,
  likePatterns: string[] | undefined,
): Promise<{ rows: EventRow[]; pending: boolean }> {
  const values: unknown[] = [cursor.transactionId, cursor.globalPosition, limit];
  if (likePatterns) values.push(likePatterns);
  const result = await pool.query<EventRow & { pending: boolean }>({
    name: likePatterns ? 'es_page_pending_filtered' : 'es_page_pending',
    text: pageWithPendingSql(Boolean(likePatterns)),
    values,
  });
  return {
    rows: result.rows.filter((r) => r.global_position !== null),
    pending: result.rows[0]?.pending ?? false,
  };
}

export async function readHead(pool: Pool): Promise<EventRow | undefined> {
  const result = await pool.query<EventRow>({
    name: 'es_read_head',
    text: `SELECT ${EVENT_COLUMNS} FROM event_store.events e WHERE ${HORIZON}
           ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`,
  });
  return result.rows[0];
}
