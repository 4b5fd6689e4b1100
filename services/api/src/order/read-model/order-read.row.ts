import type { OrderState } from '@slabworks/domain';

/** A row of read_models.orders (built by libs/read-models' orders projection in the worker). */
export interface OrderReadRow {
  orderId: string;
  memberId: string;
  orderNumber: string | null;
  submitType: string | null;
  status: string;
  processingStatus: string;
  displayStage: string | null;
  tabs: string[];
  totalQt: number;
  totalAmount: number;
  currency: string | null;
  revision: number;
  createdAt: string;
  placedAt: string | null;
  updatedAt: string;
  depositDueAt: string | null;
  state: OrderState;
  timeline: Array<{ stage: string; at: string }>;
  ledger: Array<{ kind: string; amount: number; at: string; reason: string | null }>;
}

export const ORDER_READ_COLUMNS = `order_id, member_id, order_number, submit_type, status, processing_status,
  display_stage, tabs, total_qt, total_amount, currency, revision, created_at, placed_at, updated_at,
  deposit_due_at, state, timeline, ledger`;

const iso = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString() : v == null ? null : String(v);

export function orderReadRowOf(r: Record<string, unknown>): OrderReadRow {
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
    state: r.state as OrderState,
    timeline: r.timeline as OrderReadRow['timeline'],
    ledger: r.ledger as OrderReadRow['ledger'],
  };
}
