import type { OrderRow } from './order-row';

/** read_models.orders columns in OrderRow order; the projection writes them, the api reads them. */
export const ORDER_COLUMNS = `order_id, member_id, order_number, submit_type, status, processing_status, display_stage, tabs,
  total_qt, total_amount, currency, revision, created_at, placed_at, updated_at, deposit_due_at, state, timeline, ledger`;

const iso = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString() : v == null ? null : String(v);

export function orderRowFromDb(r: Record<string, unknown>): OrderRow {
  return {
    orderId: r.order_id as string,
    memberId: r.member_id as string,
    orderNumber: r.order_number as string | null,
    submitType: r.submit_type as string | null,
    status: r.status as string,
    processingStatus: r.processing_status as string,
    displayStage: r.display_stage as string | null,
    tabs: r.tabs as string[],
    totalQt: Number(r.total_qt),
    totalAmount: Number(r.total_amount),
    currency: r.currency as string | null,
    revision: Number(r.revision),
    createdAt: iso(r.created_at)!,
    placedAt: iso(r.placed_at),
    updatedAt: iso(r.updated_at)!,
    depositDueAt: iso(r.deposit_due_at),
    state: r.state as OrderRow['state'],
    timeline: r.timeline as OrderRow['timeline'],
    ledger: r.ledger as OrderRow['ledger'],
  };
}
