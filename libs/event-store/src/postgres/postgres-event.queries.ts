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

export const pendingSql = (filtered: boolean) =>
  `SELECT true AS pending FROM event_store.events e
   WHERE ${AFTER} AND NOT (${HORIZON})${filtered ? ` AND e.stream_id LIKE ANY($3::text[])` : ''}
   ORDER BY e.transaction_id, e.global_position LIMIT 1`;

/**
 * Committed rows past the cursor that are not yet below the horizon: worth a quick retry.
 * Written as the first such row in index order, not EXISTS: on a table without statistics yet (a new
 * database before ANALYZE) the planner expected a few matches scattered over the table and scanned all
 * of it for an EXISTS, ~0.1 ms per 1,000 events on every poll of every subscriber; ORDER BY the index's
 * key with LIMIT 1 walks the index from the cursor whatever the statistics say.
 */
export async function hasPendingRows(
  pool: Pool,
  cursor: PgCursor,
  likePatterns: string[] | undefined,
): Promise<boolean> {
  const values: unknown[] = [cursor.transactionId, cursor.globalPosition];
  if (likePatterns) values.push(likePatterns);
  const result = await pool.query<{ pending: boolean }>({
    name: likePatterns ? 'es_pending_filtered' : 'es_pending',
    text: pendingSql(Boolean(likePatterns)),
    values,
  });
  return result.rows.length > 0;
}

export async function readHead(pool: Pool): Promise<EventRow | undefined> {
  const result = await pool.query<EventRow>({
    name: 'es_read_head',
    text: `SELECT ${EVENT_COLUMNS} FROM event_store.events e WHERE ${HORIZON}
           ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`,
  });
  return result.rows[0];
}
