import type { Pool } from 'pg';
import type { PgCursor } from './postgres-checkpoint';
import { EVENT_COLUMNS, type EventRow } from './postgres-event.row';

// Only rows of transactions below the oldest running one are final: a transaction still running
// may hold a lower global position and commit later. WHERE and ORDER BY use the same composite key,
// otherwise a row with a larger xid but a smaller global position is skipped. The selected columns are
// cast to text under the same names, so ORDER BY must qualify them (e.x) or it sorts the text.
const HORIZON = 'e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const AFTER = '(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)';

/**
 * Which events a read or a subscriber wants: streams by id prefix (as LIKE patterns) and/or event
 * types. Absent, every event.
 */
export interface PgEventFilter {
  likePatterns?: string[];
  types?: string[];
}

export function toPgEventFilter(prefixes?: string[], types?: string[]): PgEventFilter {
  const likePatterns = toLikePatterns(prefixes);
  return {
    ...(likePatterns ? { likePatterns } : {}),
    ...(types && types.length > 0 ? { types } : {}),
  };
}

export function toLikePatterns(prefixes: string[] | undefined): string[] | undefined {
  if (!prefixes || prefixes.length === 0) return undefined;
  return prefixes.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** The filter's shape: which of its conditions a statement carries (and so its prepared name). */
export interface FilterShape {
  prefixes: boolean;
  types: boolean;
}

export const shapeOf = (filter: PgEventFilter): FilterShape => ({
  prefixes: filter.likePatterns !== undefined,
  types: filter.types !== undefined,
});

/** The filter's conditions, its parameters numbered from `first` (prefixes, then types). */
function filterSql(shape: FilterShape, first: number): string {
  const conditions: string[] = [];
  let n = first;
  if (shape.prefixes) conditions.push(`e.stream_id LIKE ANY($${n++}::text[])`);
  if (shape.types) conditions.push(`e.type = ANY($${n++}::text[])`);
  return conditions.map((c) => ` AND ${c}`).join('');
}

const filterValues = (filter: PgEventFilter): unknown[] => [
  ...(filter.likePatterns ? [filter.likePatterns] : []),
  ...(filter.types ? [filter.types] : []),
];

const statementName = (base: string, shape: FilterShape) =>
  `${base}${shape.prefixes ? '_p' : ''}${shape.types ? '_t' : ''}`;

const pageSql = (shape: FilterShape) =>
  `SELECT ${EVENT_COLUMNS} FROM event_store.events e
   WHERE ${HORIZON} AND ${AFTER}${filterSql(shape, 4)}
   ORDER BY e.transaction_id, e.global_position LIMIT $3`;

export async function readPage(
  pool: Pool,
  cursor: PgCursor,
  limit: number,
  filter: PgEventFilter,
): Promise<EventRow[]> {
  const shape = shapeOf(filter);
  const result = await pool.query<EventRow>({
    name: statementName('es_read_page', shape),
    text: pageSql(shape),
    values: [cursor.transactionId, cursor.globalPosition, limit, ...filterValues(filter)],
  });
  return result.rows;
}

/**
 * Committed rows past the cursor that are not yet below the horizon: worth a quick retry.
 * Written as the first such row in index order, not EXISTS: on a table without statistics yet (a new
 * database before ANALYZE) the planner expected a few matches scattered over the table and scanned all
 * of it for an EXISTS, ~0.1 ms per 1,000 events on every poll of every subscriber; ORDER BY the index's
 * key with LIMIT 1 walks the index from the cursor whatever the statistics say.
 * Only rows the filter wants count: the others will be skipped anyway.
 */
export const pendingSql = (shape: FilterShape, firstFilterParam = 3) =>
  `SELECT true AS pending FROM event_store.events e
   WHERE ${AFTER} AND NOT (${HORIZON})${filterSql(shape, firstFilterParam)}
   ORDER BY e.transaction_id, e.global_position LIMIT 1`;

/**
 * The last row below the horizon, whatever the filter: a filtered subscriber moves its cursor there
 * when its page is not full, so the rows it did not want are not scanned again on every wake-up
 * (a subscriber of one event type would otherwise walk everything since that type last appeared).
 */
const HEAD_BELOW_HORIZON = `SELECT e.transaction_id::text AS head_transaction, e.global_position::text AS head_position
     FROM event_store.events e WHERE ${HORIZON} AND ${AFTER}
     ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`;

/**
 * A subscriber's page and whether rows past it wait above the horizon, in one statement and so one
 * snapshot: the rows of a transaction that commits between the two are either in the page or
 * pending, never neither (with two statements they could fall between and wait for a later wake-up).
 * Without rows the page is one row of nulls carrying the flag. Filtered by type, every row also
 * carries the head below the horizon (HEAD_BELOW_HORIZON), from the same snapshot. (By stream
 * alone it does not: every stream of this store is an order's, so the page's last row is the head.)
 */
export const pageWithPendingSql = (shape: FilterShape) =>
  `SELECT page.*, coalesce(pend.pending, false) AS pending${shape.types ? ', head.*' : ''}
   FROM (SELECT (${pendingSql(shape, 4)}) AS pending) pend${
     shape.types ? `\n   LEFT JOIN LATERAL (${HEAD_BELOW_HORIZON}) head ON true` : ''
   }
   LEFT JOIN LATERAL (
     SELECT ${EVENT_COLUMNS}, e.transaction_id AS sort_transaction, e.global_position AS sort_position
     FROM event_store.events e
     WHERE ${HORIZON} AND ${AFTER}${filterSql(shape, 4)}
     ORDER BY e.transaction_id, e.global_position LIMIT $3
   ) page ON true
   ORDER BY page.sort_transaction, page.sort_position`;

export interface PageWithPending {
  rows: EventRow[];
  pending: boolean;
  /** Reads filtered by type only: the last row below the horizon past the cursor, wanted or not. */
  head: PgCursor | undefined;
}

export async function readPageWithPending(
  pool: Pool,
  cursor: PgCursor,
  limit: number,
  filter: PgEventFilter,
): Promise<PageWithPending> {
  const shape = shapeOf(filter);
  const result = await pool.query<
    EventRow & { pending: boolean; head_transaction?: string | null; head_position?: string | null }
  >({
    name: statementName('es_page_pending', shape),
    text: pageWithPendingSql(shape),
    values: [cursor.transactionId, cursor.globalPosition, limit, ...filterValues(filter)],
  });
  const first = result.rows[0];
  return {
    rows: result.rows.filter((r) => r.global_position !== null),
    pending: first?.pending ?? false,
    head:
      first?.head_transaction && first.head_position
        ? { transactionId: first.head_transaction, globalPosition: first.head_position }
        : undefined,
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
