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

/** Committed rows past the cursor that are not yet below the horizon: worth a quick retry. */
export async function hasPendingRows(
  pool: Pool,
  cursor: PgCursor,
  likePatterns: string[] | undefined,
): Promise<boolean> {
  const values: unknown[] = [cursor.transactionId, cursor.globalPosition];
  if (likePatterns) values.push(likePatterns);
  const result = await pool.query<{ pending: boolean }>({
    name: likePatterns ? 'es_pending_filtered' : 'es_pending',
    text: `SELECT EXISTS (SELECT 1 FROM event_store.events e
           WHERE NOT (${HORIZON}) AND ${AFTER}${likePatterns ? ` AND e.stream_id LIKE ANY($3::text[])` : ''}) AS pending`,
    values,
  });
  return result.rows[0].pending;
}

export async function readHead(pool: Pool): Promise<EventRow | undefined> {
  const result = await pool.query<EventRow>({
    name: 'es_read_head',
    text: `SELECT ${EVENT_COLUMNS} FROM event_store.events e WHERE ${HORIZON}
           ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`,
  });
  return result.rows[0];
}
