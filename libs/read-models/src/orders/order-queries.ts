import { ORDER_TYPES, type OrderListTab, type OrderType } from '@slabworks/domain';
import { containsPattern, isoOrNull, readRows, type DbRow, type Page, type Queryable } from '../read-db';
import type { OrderListRow, OrderRow } from './order-row';
import {
  ORDER_COLUMNS,
  ORDER_LIST_COLUMNS,
  isListRowComplete,
  orderListRowFromDb,
  orderRowFromDb,
} from './order-row.sql';

// The named reads of read_models.orders. Every statement that names the table outside the projection
// is here; callers pass values, never SQL. Two reads join a table the api owns because a second round
// trip would cost more: the console queue's search reads `member` (id, email, name, nickname).

/** An order as the screens that only name it show it: number, status and stage. */
export interface OrderSummary {
  orderId: string;
  orderNumber: string | null;
  status: string;
  displayStage: string | null;
}

/** How many placed orders (drafts excluded) are in each display stage and each processing status. */
export interface StageCounts {
  byDisplayStage: Record<string, number>;
  byProcessingStatus: Record<string, number>;
}

const summaryOf = (r: DbRow): OrderSummary => ({
  orderId: r.order_id as string,
  orderNumber: (r.order_number as string | null) ?? null,
  status: r.status as string,
  displayStage: (r.display_stage as string | null) ?? null,
});

/** The whole row (state, timeline and ledger included): the detail pages and their live updates. */
export async function orderById(db: Queryable, orderId: string): Promise<OrderRow | null> {
  const rows = await readRows(db, `SELECT ${ORDER_COLUMNS} FROM read_models.orders WHERE order_id = $1`, [
    orderId,
  ]);
  return rows[0] ? orderRowFromDb(rows[0]) : null;
}

/** A member's list of placed orders: one tab, optionally searched by any part of the order no. */
export interface MemberOrderListQuery {
  memberId: string;
  tab: OrderListTab;
  /** Any part of the order number; null or blank: no search. */
  orderNumber?: string | null;
  page: number;
  size: number;
}

/** A page of the tab, and how many orders every tab holds (the tab bar shows them all). */
export type MemberOrderList = Page<OrderListRow> & { counts: Record<string, number> };

// Matches orders_member_list_idx (member_id, placed_at DESC, order_id): no sort per request.
const MEMBER_LIST_WHERE = `member_id = $1 AND status <> 'TEMP_SAVED' AND $2 = ANY(tabs)
       AND ($3::text IS NULL OR order_number ILIKE '%' || $3 || '%')`;
const MEMBER_LIST_ORDER = 'placed_at DESC, order_id';

/**
 * The member's orders in one tab (drafts never appear), reading only the list's columns. One
 * statement counts every tab and runs beside the page's; unless searching, the tab's count is the
 * page's total too, so there is no count statement (bench:orders explains and measures these).
 */
export async function memberOrderList(db: Queryable, q: MemberOrderListQuery): Promise<MemberOrderList> {
  const counts = memberTabCounts(db, q.memberId);
  const search = q.orderNumber?.trim() ? q.orderNumber.trim().replace(/[\\%_]/g, '\\$&') : null;
  const page = await listPage(
    db,
    MEMBER_LIST_WHERE,
    [q.memberId, q.tab, search],
    q.page,
    q.size,
    MEMBER_LIST_ORDER,
    search ? undefined : counts.then((c) => c[q.tab] ?? 0),
  );
  return { ...page, counts: await counts };
}

/** How many of the member's orders each list tab holds (drafts excluded). */
export async function memberTabCounts(db: Queryable, memberId: string): Promise<Record<string, number>> {
  // Index-only on orders_member_list_idx, which carries the tabs (INCLUDE).
  const rows = await readRows(
    db,
    `SELECT tab, count(*)::int AS n FROM read_models.orders, unnest(tabs) AS tab
       WHERE member_id = $1 AND status <> 'TEMP_SAVED' GROUP BY tab`,
    [memberId],
  );
  return Object.fromEntries(rows.map((r) => [r.tab as string, Number(r.n)]));
}

/** The member's temporary saves (whole rows: the draft is in the state), newest first. */
export async function memberDrafts(db: Queryable, memberId: string, limit = 100): Promise<OrderRow[]> {
  const rows = await readRows(
    db,
    `SELECT ${ORDER_COLUMNS} FROM read_models.orders WHERE member_id = $1 AND status = 'TEMP_SAVED'
      ORDER BY updated_at DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(orderRowFromDb);
}

/** How many temporary saves the member has. */
export async function memberDraftCount(db: Queryable, memberId: string): Promise<number> {
  const rows = await readRows(
    db,
    `SELECT count(*)::int AS total FROM read_models.orders WHERE member_id = $1 AND status = 'TEMP_SAVED'`,
    [memberId],
  );
  return Number(rows[0]?.total ?? 0);
}

/** A member's placed orders as the admin's member page lists them, newest first. */
export interface MemberPlacedOrder extends OrderSummary {
  processingStatus: string;
  totalQt: number;
  totalAmount: number;
  currency: string | null;
  placedAt: string | null;
}

export async function memberPlacedOrders(
  db: Queryable,
  memberId: string,
  limit = 100,
): Promise<MemberPlacedOrder[]> {
  const rows = await readRows(
    db,
    `SELECT order_id, order_number, status, processing_status, display_stage, total_qt, total_amount,
              currency, placed_at
         FROM read_models.orders WHERE member_id = $1 AND status <> 'TEMP_SAVED'
        ORDER BY placed_at DESC, order_id LIMIT $2`,
    [memberId, limit],
  );
  return rows.map((r) => ({
    ...summaryOf(r),
    processingStatus: r.processing_status as string,
    totalQt: Number(r.total_qt),
    totalAmount: Number(r.total_amount),
    currency: (r.currency as string | null) ?? null,
    placedAt: isoOrNull(r.placed_at),
  }));
}

/**
 * The member's placed orders still in process (not delivered) or waiting for a corrected refund
 * account, newest first: what keeps a member from withdrawing.
 */
export async function unfinishedOrders(db: Queryable, memberId: string, limit = 50): Promise<OrderSummary[]> {
  const rows = await readRows(
    db,
    `SELECT order_id, order_number, status, display_stage FROM read_models.orders
       WHERE member_id = $1 AND ('inProcess' = ANY(tabs) OR status = 'WRONG_REFUND_ACCOUNT')
       ORDER BY placed_at DESC NULLS LAST LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(summaryOf);
}

/** The orders among these ids that are projected, by number, status and stage (in no order). */
export async function orderSummaries(db: Queryable, orderIds: readonly string[]): Promise<OrderSummary[]> {
  if (orderIds.length === 0) return [];
  const rows = await readRows(
    db,
    `SELECT order_id, order_number, status, display_stage FROM read_models.orders WHERE order_id = ANY($1::text[])`,
    [orderIds],
  );
  return rows.map(summaryOf);
}

/** The subset of these order ids whose order was cancelled (display stage CANCELLED, which is final). */
export async function cancelledOrderIds(db: Queryable, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await readRows(
    db,
    `SELECT order_id FROM read_models.orders WHERE order_id = ANY($1::text[]) AND display_stage = 'CANCELLED'`,
    [orderIds],
  );
  return new Set(rows.map((r) => r.order_id as string));
}

/** Whether the order is this member's (projected: a draft or a placed order). */
export async function isOrderOfMember(db: Queryable, orderId: string, memberId: string): Promise<boolean> {
  const rows = await readRows(db, `SELECT 1 FROM read_models.orders WHERE order_id = $1 AND member_id = $2`, [
    orderId,
    memberId,
  ]);
  return rows.length > 0;
}

// ── the operator queue ──────────────────────────────────────────────────────────────────────────

export const QUEUE_SORTS = ['updatedAt', 'placedAt', 'orderNumber', 'totalAmount'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** A queue sort's column, its SQL type, and whether a placed order can lack it. */
const SORT_COLUMNS: Record<QueueSort, { column: string; type: string; nullable: boolean }> = {
  updatedAt: { column: 'updated_at', type: 'timestamptz', nullable: false },
  placedAt: { column: 'placed_at', type: 'timestamptz', nullable: true },
  orderNumber: { column: 'order_number', type: 'text', nullable: true },
  totalAmount: { column: 'total_amount', type: 'bigint', nullable: false },
};

/** What a queue sort orders by, in the row, and what its cursor value must be. */
export const QUEUE_SORT_FIELDS: Record<
  QueueSort,
  { field: keyof OrderListRow; value: 'timestamp' | 'text' | 'integer' }
> = {
  updatedAt: { field: 'updatedAt', value: 'timestamp' },
  placedAt: { field: 'placedAt', value: 'timestamp' },
  orderNumber: { field: 'orderNumber', value: 'text' },
  totalAmount: { field: 'totalAmount', value: 'integer' },
};

export interface OperatorQueueFilter {
  stage?: string;
  processingStatus?: string;
  orderType?: string;
  /** The member's id, exact e-mail (any case) or any part of the nickname. */
  member?: string;
  /** The one search box (see searchCondition). */
  q?: string;
}

export interface OperatorQueueQuery {
  filter: OperatorQueueFilter;
  sort: QueueSort;
  direction: 'asc' | 'desc';
  /** Keyset: the previous page's last row (its sort value and id); this page starts right after it. */
  after?: { value: string | number | null; orderId: string };
  /** Labels the page; without `after` it also says where the page starts (OFFSET). */
  page: number;
  size: number;
}

export type OperatorQueue = Page<OrderListRow> & { counts: StageCounts };

const CERTIFICATION_NUMBER = /^\d{7}$/;

/**
 * The queue's one search box: any part of the order no., the inbound tracking no. (trigram indexes),
 * the member's name, nickname or e-mail; the whole outbound tracking no. (its array's GIN index), the
 * member id, or a certification no. (the lineage's key finds every order the card was graded in).
 */
const searchCondition = (q: string, params: unknown[]): string => {
  const like = `$${params.push(containsPattern(q))}`;
  const exact = `$${params.push(q)}`;
  const certification = CERTIFICATION_NUMBER.test(q)
    ? ` OR order_id IN (SELECT order_id FROM read_models.certification_lineage
        WHERE certification_number = ${exact})`
    : '';
  return `(order_number ILIKE ${like} OR inbound_tracking_number ILIKE ${like}
    OR tracking_numbers @> ARRAY[${exact}]::text[] OR member_id = ${exact}
    OR member_id IN (SELECT id::text FROM member
      WHERE email ILIKE ${like} OR name ILIKE ${like} OR nickname ILIKE ${like})${certification})`;
};

/** ascending: NULLS LAST, as the column's index reads forward; descending: the same index read backward. */
const queueOrderBy = (sort: QueueSort, direction: 'asc' | 'desc'): string => {
  const dir = direction === 'desc' ? 'DESC' : 'ASC';
  return `${SORT_COLUMNS[sort].column} ${dir}, order_id ${dir}`;
};

/** The keyset condition for the rows after `after`, with its parameters appended to `params`. */
function queueAfter(
  q: OperatorQueueQuery,
  after: NonNullable<OperatorQueueQuery['after']>,
  params: unknown[],
) {
  const { column, type, nullable } = SORT_COLUMNS[q.sort];
  const id = `$${params.push(after.orderId)}`;
  if (after.value === null) {
    // Nulls come last ascending and first descending.
    return q.direction === 'asc'
      ? `(${column} IS NULL AND order_id > ${id})`
      : `((${column} IS NULL AND order_id < ${id}) OR ${column} IS NOT NULL)`;
  }
  const value = `$${params.push(after.value)}::${type}`;
  if (q.direction === 'desc') return `(${column}, order_id) < (${value}, ${id})`;
  return nullable
    ? `((${column}, order_id) > (${value}, ${id}) OR ${column} IS NULL)`
    : `(${column}, order_id) > (${value}, ${id})`;
}

/**
 * The operator queue: placed orders (never drafts) filtered on stage, processing status, order type,
 * member, and one search (searchCondition); counts per stage and status over the whole queue. Reads
 * only the list's columns; the default view and the stage filter read their partial indexes in order
 * (orders_queue_updated_idx, orders_queue_stage_idx). Its statements run side by side: the counts,
 * the page, and (when the counts cannot give it) the filter's total.
 */
export async function operatorQueue(db: Queryable, q: OperatorQueueQuery): Promise<OperatorQueue> {
  const where = [`status <> 'TEMP_SAVED'`];
  const params: unknown[] = [];
  const { filter } = q;
  const member = filter.member?.trim();
  const search = filter.q?.trim();
  if (filter.stage) where.push(`display_stage = $${params.push(filter.stage)}`);
  if (filter.processingStatus) where.push(`processing_status = $${params.push(filter.processingStatus)}`);
  if (filter.orderType) where.push(`order_type = $${params.push(filter.orderType)}`);
  if (member) {
    const exact = `$${params.push(member)}`;
    const like = `$${params.push(containsPattern(member))}`;
    where.push(`(member_id::text = ${exact} OR member_id IN (SELECT id::text FROM member
        WHERE lower(email) = lower(${exact}) OR nickname ILIKE ${like}))`);
  }
  if (search) where.push(searchCondition(search, params));
  const filtered = where.join(' AND ');
  const filterParams = [...params];
  if (q.after) where.push(queueAfter(q, q.after, params));
  const counts = stageCountRows(db);
  // The total counts the whole filter (the cursor only says where this page starts). Filtered by
  // stage and status alone, it is a sum of the counts: no second pass over the queue.
  const total =
    !filter.orderType && !member && !search
      ? counts.then((rows) =>
          rows
            .filter((r) => !filter.stage || r.display_stage === filter.stage)
            .filter((r) => !filter.processingStatus || r.processing_status === filter.processingStatus)
            .reduce((sum, r) => sum + Number(r.n), 0),
        )
      : readRows(
          db,
          `SELECT count(*)::int AS total FROM read_models.orders WHERE ${filtered}`,
          filterParams,
        ).then((r) => Number(r[0]?.total ?? 0));
  const [page, countRows] = await Promise.all([
    listPage(
      db,
      where.join(' AND '),
      params,
      q.page,
      q.size,
      queueOrderBy(q.sort, q.direction),
      total,
      q.after ? 0 : undefined,
    ),
    counts,
  ]);
  return { ...page, counts: stageCountsOf(countRows) };
}

// Index-only on orders_queue_idx (its INCLUDE carries the status).
const stageCountRows = (db: Queryable) =>
  readRows(
    db,
    `SELECT display_stage, processing_status, count(*)::int AS n FROM read_models.orders
       WHERE status <> 'TEMP_SAVED' GROUP BY display_stage, processing_status`,
  );

function stageCountsOf(rows: DbRow[]): StageCounts {
  const byDisplayStage: Record<string, number> = {};
  const byProcessingStatus: Record<string, number> = {};
  for (const row of rows) {
    const stage = String(row.display_stage ?? 'NONE');
    const status = String(row.processing_status);
    byDisplayStage[stage] = (byDisplayStage[stage] ?? 0) + Number(row.n);
    byProcessingStatus[status] = (byProcessingStatus[status] ?? 0) + Number(row.n);
  }
  return { byDisplayStage, byProcessingStatus };
}

/** Placed orders per display stage ('NONE' for none yet) and per processing status. */
export async function stageCounts(db: Queryable): Promise<StageCounts> {
  return stageCountsOf(await stageCountRows(db));
}

// ── the auditors' order search ──────────────────────────────────────────────────────────────────

export interface AuditOrderSearch {
  /** Any part of the order number. */
  orderNumber?: string;
  /** Only these members' orders (an e-mail the caller resolved); an empty list finds nothing. */
  memberIds?: readonly string[];
  /** Created at or after (ISO 8601, as JavaScript reads it). */
  from?: string;
  /** Created before. */
  to?: string;
  /** Orders that graded or re-holdered this certification number. */
  certificationNumber?: string;
}

/** Orders for an auditor (drafts included: they are history too), newest first, whole rows. */
export async function auditOrderSearch(
  db: Queryable,
  search: AuditOrderSearch,
  page: number,
  size: number,
): Promise<Page<OrderRow>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const orderNumber = search.orderNumber?.trim();
  const certificationNumber = search.certificationNumber?.trim();
  if (orderNumber) where.push(`order_number ILIKE $${params.push(containsPattern(orderNumber))}`);
  if (search.memberIds) where.push(`member_id::text = ANY($${params.push(search.memberIds)}::text[])`);
  // As JavaScript reads them (the DTO checked that it can): PostgreSQL refuses some ISO 8601 forms.
  if (search.from)
    where.push(`created_at >= $${params.push(new Date(search.from).toISOString())}::timestamptz`);
  if (search.to) where.push(`created_at < $${params.push(new Date(search.to).toISOString())}::timestamptz`);
  if (certificationNumber) {
    const n = `$${params.push(certificationNumber)}`;
    where.push(`order_id IN (SELECT order_id FROM read_models.certifications WHERE certification_number = ${n}
        UNION SELECT order_id FROM read_models.certification_lineage WHERE certification_number = ${n})`);
  }
  const [rows, total] = await rowsAndTotal(
    db,
    ORDER_COLUMNS,
    where.length ? where.join(' AND ') : 'true',
    params,
    (page - 1) * size,
    size,
    'created_at DESC, order_id',
  );
  return { items: rows.map(orderRowFromDb), page, size, total };
}

// ── the console dashboard ───────────────────────────────────────────────────────────────────────

/** Orders that entered the receive step (SHIPPING_IN_COMPLETE) and the courier (SHIPPING_OUT). */
export interface ReceivedAndShipped {
  /** The start of the office's day: the moves are counted from it to `now`. */
  since: string;
  received: number;
  shipped: number;
}

/** Moves into the receive and shipping stages today (the office's day in `timeZone`), from the timelines. */
export async function receivedAndShippedToday(
  db: Queryable,
  now: Date,
  timeZone: string,
): Promise<ReceivedAndShipped> {
  const [day] = await readRows(
    db,
    `WITH day AS (SELECT date_trunc('day', $1::timestamptz AT TIME ZONE $2::text) AT TIME ZONE $2::text AS start)
         SELECT (SELECT start FROM day) AS since,
                count(*) FILTER (WHERE e->>'stage' = 'SHIPPING_IN_COMPLETE')::int AS received,
                count(*) FILTER (WHERE e->>'stage' = 'SHIPPING_OUT')::int AS shipped
           FROM read_models.orders o, jsonb_array_elements(o.timeline) e
          WHERE o.updated_at >= (SELECT start FROM day) AND (e->>'at')::timestamptz >= (SELECT start FROM day)
            AND (e->>'at')::timestamptz <= $1`,
    [now.toISOString(), timeZone],
  );
  return {
    since: isoOrNull(day?.since) ?? now.toISOString(),
    received: Number(day?.received ?? 0),
    shipped: Number(day?.shipped ?? 0),
  };
}

export interface OverdueOrder {
  orderId: string;
  orderNumber: string;
  orderType: string;
  displayStage: string;
  receivedAt: string;
}

const RECEIVED_AT = `(SELECT min((e->>'at')::timestamptz) FROM jsonb_array_elements(o.timeline) e
  WHERE e->>'stage' = 'SHIPPING_IN_COMPLETE')`;

/**
 * Orders still in one of `stages` (and not cancelled) that were received before their order type's
 * cutoff, longest waiting first: the first `limit` of them and how many there are.
 */
export async function overdueOrders(
  db: Queryable,
  q: { stages: readonly string[]; receivedBefore: Record<OrderType, Date>; limit: number },
): Promise<{ count: number; orders: OverdueOrder[] }> {
  const params: unknown[] = [q.stages];
  const lateWhen = ORDER_TYPES.map(
    (type) =>
      `(o.state->'order'->'pricing'->>'orderType' = $${params.push(type)} AND r.received_at < $${params.push(
        q.receivedBefore[type].toISOString(),
      )})`,
  ).join(' OR ');
  const rows = await readRows(
    db,
    `SELECT o.order_id, o.order_number, o.display_stage, o.state->'order'->'pricing'->>'orderType' AS order_type,
                r.received_at, count(*) OVER ()::int AS total
           FROM read_models.orders o CROSS JOIN LATERAL (SELECT ${RECEIVED_AT} AS received_at) r
          WHERE o.display_stage = ANY($1) AND NOT (o.state->>'cancelled')::boolean AND (${lateWhen})
          ORDER BY r.received_at, o.order_id LIMIT $${params.push(q.limit)}`,
    params,
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    orders: rows.map((row) => ({
      orderId: String(row.order_id),
      orderNumber: String(row.order_number),
      orderType: String(row.order_type),
      displayStage: String(row.display_stage),
      receivedAt: isoOrNull(row.received_at)!,
    })),
  };
}

/** The average time orders spent in a stage they left between `since` and `until`. */
export async function stageTurnaround(
  db: Queryable,
  since: Date,
  until: Date,
): Promise<Array<{ stage: string; orders: number; averageSeconds: number }>> {
  const rows = await readRows(
    db,
    `SELECT prev_stage AS stage, count(*)::int AS n,
                avg(extract(epoch FROM (at - prev_at)))::float8 AS seconds
           FROM (SELECT e->>'stage' AS stage, (e->>'at')::timestamptz AS at,
                        lag(e->>'stage') OVER w AS prev_stage, lag((e->>'at')::timestamptz) OVER w AS prev_at
                   FROM read_models.orders o, jsonb_array_elements(o.timeline) WITH ORDINALITY AS t(e, i)
                  WHERE o.status <> 'TEMP_SAVED' AND o.updated_at >= $1
                 WINDOW w AS (PARTITION BY o.order_id ORDER BY t.i)) s
          WHERE prev_stage IS NOT NULL AND at >= $1 AND at <= $2
          GROUP BY prev_stage`,
    [since.toISOString(), until.toISOString()],
  );
  return rows.map((row) => ({
    stage: String(row.stage),
    orders: Number(row.n),
    averageSeconds: Number(row.seconds),
  }));
}

// ── the worker's deadline sweep ─────────────────────────────────────────────────────────────────

/** Where the deadline sweep resumes: the previous page's last order. */
export type SweepCursor = { at: Date; orderId: string } | null;

/**
 * A keyset page of the orders in `statuses` whose `column` is at or before `by`, in that column's
 * order (then the order id), after the previous page's last. The column and statuses are this file's
 * own constants, never a caller's text.
 */
async function ordersDueBy(
  db: Queryable,
  column: 'deposit_due_at' | 'placed_at',
  statuses: string,
  by: Date,
  after: SweepCursor,
  limit: number,
): Promise<Array<{ orderId: string; at: Date }>> {
  const rows = await readRows(
    db,
    `SELECT order_id, ${column} AS at FROM read_models.orders
           WHERE status IN (${statuses}) AND ${column} <= $1
             AND ($2::timestamptz IS NULL OR (${column}, order_id) > ($2, $3))
           ORDER BY ${column}, order_id LIMIT $4`,
    [by, after?.at ?? null, after?.orderId ?? null, limit],
  );
  return rows.map((r) => ({ orderId: r.order_id as string, at: r.at as Date }));
}

/** A page of orders waiting for a deposit due by `now`, in due order, after the previous page's last. */
export const depositsDueBy = (db: Queryable, now: Date, after: SweepCursor, limit: number) =>
  ordersDueBy(db, 'deposit_due_at', `'WAITING_FOR_DEPOSIT'`, now, after, limit);

/** A page of unpaid orders (SAVED, PAYMENT_FAILED) placed by `placedBefore`, oldest first. */
export const unpaidPlacedBy = (db: Queryable, placedBefore: Date, after: SweepCursor, limit: number) =>
  ordersDueBy(db, 'placed_at', `'SAVED', 'PAYMENT_FAILED'`, placedBefore, after, limit);

// ── pages ───────────────────────────────────────────────────────────────────────────────────────

/** A list's page: only the columns it shows (no state, timeline or ledger). */
async function listPage(
  db: Queryable,
  where: string,
  params: unknown[],
  page: number,
  size: number,
  order: string,
  /** The total when the caller already knows it (from tab counts): saves the count query. */
  knownTotal?: Promise<number>,
  /** Keyset paging: rows are taken from the first on, whatever the page number says. */
  offset = (page - 1) * size,
): Promise<Page<OrderListRow>> {
  const [rows, total] = await rowsAndTotal(
    db,
    ORDER_LIST_COLUMNS,
    where,
    params,
    offset,
    size,
    order,
    knownTotal,
  );
  return { items: await listRowsOf(db, rows), page, size, total };
}

function rowsAndTotal(
  db: Queryable,
  columns: string,
  where: string,
  params: unknown[],
  offset: number,
  size: number,
  order: string,
  knownTotal?: Promise<number>,
): Promise<[DbRow[], number]> {
  const n = params.length;
  return Promise.all([
    readRows(
      db,
      `SELECT ${columns} FROM read_models.orders WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, size, offset],
    ),
    knownTotal ??
      readRows(db, `SELECT count(*)::int AS total FROM read_models.orders WHERE ${where}`, params).then((r) =>
        Number(r[0]?.total ?? 0),
      ),
  ]);
}

// Rows projected before the list columns existed are read whole until the rebuild replaces them.
async function listRowsOf(db: Queryable, rows: DbRow[]): Promise<OrderListRow[]> {
  const old = rows.filter((r) => !isListRowComplete(r)).map((r) => r.order_id);
  if (old.length === 0) return rows.map(orderListRowFromDb);
  const whole = await readRows(
    db,
    `SELECT ${ORDER_COLUMNS} FROM read_models.orders WHERE order_id = ANY($1::text[])`,
    [old],
  );
  const byId = new Map(whole.map((r) => [r.order_id, orderRowFromDb(r)]));
  return rows.map((r) => byId.get(r.order_id) ?? orderListRowFromDb(r));
}
