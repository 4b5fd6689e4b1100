import { listColumnsOf, type OrderListRow, type OrderRow } from './order-row';

/** read_models.orders: each column, its OrderRow field and its type (the projection's upsert casts to it). */
const COLUMNS: ReadonlyArray<readonly [column: string, field: keyof OrderRow, type: string]> = [
  ['order_id', 'orderId', 'text'],
  ['member_id', 'memberId', 'text'],
  ['order_number', 'orderNumber', 'text'],
  ['submit_type', 'submitType', 'text'],
  ['order_type', 'orderType', 'text'],
  ['status', 'status', 'text'],
  ['processing_status', 'processingStatus', 'text'],
  ['display_stage', 'displayStage', 'text'],
  ['tabs', 'tabs', 'text[]'],
  ['total_qt', 'totalQt', 'integer'],
  ['total_amount', 'totalAmount', 'bigint'],
  ['currency', 'currency', 'text'],
  ['revision', 'revision', 'bigint'],
  ['created_at', 'createdAt', 'timestamptz'],
  ['placed_at', 'placedAt', 'timestamptz'],
  ['updated_at', 'updatedAt', 'timestamptz'],
  ['deposit_due_at', 'depositDueAt', 'timestamptz'],
  ['paid_at', 'paidAt', 'timestamptz'],
  ['cards_received_at', 'cardsReceivedAt', 'timestamptz'],
  ['action_view', 'actionView', 'jsonb'],
  ['tracking_numbers', 'trackingNumbers', 'text[]'],
  ['inbound_tracking_number', 'inboundTrackingNumber', 'text'],
  ['stage_since', 'stageSince', 'timestamptz'],
  ['state', 'state', 'jsonb'],
  ['timeline', 'timeline', 'jsonb'],
  ['ledger', 'ledger', 'jsonb'],
];

const LIST_FIELDS = new Set<keyof OrderRow>([
  'orderId',
  'memberId',
  'orderNumber',
  'submitType',
  'orderType',
  'status',
  'processingStatus',
  'displayStage',
  'totalQt',
  'totalAmount',
  'currency',
  'revision',
  'placedAt',
  'updatedAt',
  'depositDueAt',
  'paidAt',
  'cardsReceivedAt',
  'actionView',
  'inboundTrackingNumber',
  'stageSince',
] satisfies Array<keyof OrderListRow>);

/** Every read_models.orders column; the projection writes them, the detail reads them. */
export const ORDER_COLUMNS = COLUMNS.map(([column]) => column).join(', ');
/** The columns a list shows (OrderListRow): no state, timeline or ledger. */
export const ORDER_LIST_COLUMNS = COLUMNS.filter(([, field]) => LIST_FIELDS.has(field))
  .map(([column]) => column)
  .join(', ');

/** The upsert's source: OrderRows as one jsonb array, a record per row in ORDER_COLUMNS order. */
export const ORDER_RECORDSET = `jsonb_to_recordset($1::jsonb) AS r(${COLUMNS.map(
  ([, field, type]) => `"${field}" ${type}`,
).join(', ')})`;
export const ORDER_RECORDSET_VALUES = COLUMNS.map(([, field]) => `r."${field}"`).join(', ');
/** The upsert's update: every column but the key and the first sight of the order. */
export const ORDER_UPSERT_SET = COLUMNS.filter(([column]) => column !== 'order_id' && column !== 'created_at')
  .map(([column]) => `${column} = EXCLUDED.${column}`)
  .join(', ');

const iso = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString() : v == null ? null : String(v);

export function orderListRowFromDb(r: Record<string, unknown>): OrderListRow {
  return {
    orderId: r.order_id as string,
    memberId: r.member_id as string,
    orderNumber: r.order_number as string | null,
    submitType: r.submit_type as string | null,
    orderType: r.order_type as OrderListRow['orderType'],
    status: r.status as string,
    processingStatus: r.processing_status as string,
    displayStage: r.display_stage as string | null,
    totalQt: Number(r.total_qt),
    totalAmount: Number(r.total_amount),
    currency: r.currency as string | null,
    revision: Number(r.revision),
    placedAt: iso(r.placed_at),
    updatedAt: iso(r.updated_at)!,
    depositDueAt: iso(r.deposit_due_at),
    paidAt: iso(r.paid_at),
    cardsReceivedAt: iso(r.cards_received_at),
    actionView: r.action_view as OrderListRow['actionView'],
    inboundTrackingNumber: (r.inbound_tracking_number as string | null | undefined) ?? null,
    stageSince: iso(r.stage_since),
  };
}

/**
 * A list row without its action view was projected before the list columns existed (migration
 * OrderListColumns1764100000600), one with a stage but no stage_since before QueueColumns1764600034300,
 * and not yet rebuilt: the caller reads it whole (orderRowFromDb).
 */
export const isListRowComplete = (r: Record<string, unknown>): boolean =>
  r.action_view != null && (r.display_stage == null || r.stage_since != null);

export function orderRowFromDb(r: Record<string, unknown>): OrderRow {
  const state = r.state as OrderRow['state'];
  const timeline = r.timeline as OrderRow['timeline'];
  const ledger = r.ledger as OrderRow['ledger'];
  return {
    ...orderListRowFromDb(r),
    tabs: r.tabs as string[],
    createdAt: iso(r.created_at)!,
    trackingNumbers: (r.tracking_numbers as string[] | null) ?? [],
    // Until the version-4 rebuild has run, old rows get the list columns from what they hold.
    ...(isListRowComplete(r) ? {} : listColumnsOf(state, timeline, ledger)),
    state,
    timeline,
    ledger,
  };
}
