import {
  displayStageOfOrder,
  evolve,
  initialOrderState,
  orderListTabsOf,
  type DiscountLine,
  type OrderState,
} from '@slabworks/domain';
import type { OrderEventRecord } from './order-event.decode';

export interface TimelineEntry {
  stage: string;
  at: string;
}

export interface LedgerEntry {
  kind: 'PAID' | 'DISCOUNT' | 'PARTIAL_CANCEL' | 'REFUND' | 'REFUND_REJECTED';
  amount: number;
  at: string;
  reason: string | null;
  /** Money kept after this entry: paid − refunds (a rejected refund comes back). */
  net: number;
  /** REFUND / REFUND_REJECTED: the refund they belong to (the provider's idempotency key uses it). */
  refundId?: string;
}

type LedgerLine = Omit<LedgerEntry, 'net'>;

// DISCOUNT and PARTIAL_CANCEL explain the amounts; only payments and refunds move money.
const NET_EFFECT: Record<LedgerEntry['kind'], number> = {
  PAID: 1,
  DISCOUNT: 0,
  PARTIAL_CANCEL: 0,
  REFUND: -1,
  REFUND_REJECTED: 1,
};

/** One row of read_models.orders; derived columns are recomputed from `state` by the domain. */
export interface OrderRow {
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
  timeline: TimelineEntry[];
  ledger: LedgerEntry[];
}

const percent = (rateBp: number | undefined) => (rateBp === undefined ? '' : ` ${rateBp / 100}%`);

/** "COUPON WELCOME10", "VIP 10%", "TIER Gold 5%": the code or rate the member recognises. */
export const discountReason = (line: DiscountLine): string => {
  if (line.reason === 'COUPON')
    return `COUPON ${line.code ?? line.couponId ?? ''}${percent(line.rateBp)}`.trim();
  if (line.reason === 'TIER') return `TIER${line.tierName ? ` ${line.tierName}` : ''}${percent(line.rateBp)}`;
  return `VIP${percent(line.rateBp)}`;
};

function ledgerLines(record: OrderEventRecord): LedgerLine[] {
  const { event, at } = record;
  switch (event.type) {
    case 'OrderPlaced': {
      const { discount } = event.data.pricing;
      // Each discount is its own line with its reason; orders placed before lines existed have one.
      if (discount.lines) {
        return discount.lines.map((line) => ({
          kind: 'DISCOUNT',
          amount: line.amount,
          at,
          reason: discountReason(line),
        }));
      }
      return discount.amount > 0
        ? [{ kind: 'DISCOUNT', amount: discount.amount, at, reason: discount.kind }]
        : [];
    }
    case 'PaymentCompleted':
      return [{ kind: 'PAID', amount: event.data.amount, at, reason: event.data.method }];
    case 'PartialCancelCompleted':
      return [{ kind: 'PARTIAL_CANCEL', amount: event.data.amount, at, reason: null }];
    case 'RefundIssued':
      return [
        {
          kind: 'REFUND',
          amount: event.data.amount,
          at,
          reason: event.data.method,
          refundId: event.data.refundId,
        },
      ];
    case 'RefundRejectedWrongAccount':
      return [
        {
          kind: 'REFUND_REJECTED',
          amount: event.data.amount,
          at,
          reason: event.data.reason,
          refundId: event.data.refundId,
        },
      ];
    default:
      return [];
  }
}

function appendLedger(ledger: readonly LedgerEntry[], record: OrderEventRecord): LedgerEntry[] {
  let net = ledger.length ? ledger[ledger.length - 1]!.net : 0;
  const added = ledgerLines(record).map((line) => {
    net += NET_EFFECT[line.kind] * line.amount;
    return { ...line, net };
  });
  return added.length ? [...ledger, ...added] : [...ledger];
}

/** evolve(row or null, event): the read model is a fold of the same decider state the api uses. */
export function evolveOrderRow(row: OrderRow | null, record: OrderEventRecord): OrderRow {
  const before = row?.state ?? initialOrderState;
  const state = evolve(before, record.event);
  const displayStage = displayStageOfOrder(state);
  const previousStage = row?.displayStage ?? null;
  const timeline = [...(row?.timeline ?? [])];
  if (displayStage && displayStage !== previousStage) timeline.push({ stage: displayStage, at: record.at });
  const pricing = state.order?.pricing;
  return {
    orderId: record.orderId,
    memberId: state.memberId ?? row?.memberId ?? '',
    orderNumber: state.order?.orderNumber ?? null,
    submitType: state.order?.submitType ?? state.draft?.submitType ?? null,
    status: state.status ?? 'TEMP_SAVED',
    processingStatus: state.processingStatus,
    displayStage,
    tabs:
      state.status === null
        ? []
        : orderListTabsOf({
            status: state.status,
            processingStatus: state.processingStatus,
            refundedAmount: state.refundedAmount,
            cancelled: state.cancelled,
          }),
    totalQt: pricing?.counts.totalQt ?? state.items.length,
    totalAmount: pricing?.totalAmount ?? 0,
    currency: pricing?.currency ?? null,
    revision: record.revision,
    createdAt: row?.createdAt ?? record.at,
    placedAt: row?.placedAt ?? (record.event.type === 'OrderPlaced' ? record.at : null),
    updatedAt: record.at,
    depositDueAt: state.status === 'WAITING_FOR_DEPOSIT' ? (state.virtualAccount?.dueAt ?? null) : null,
    state,
    timeline,
    ledger: appendLedger(row?.ledger ?? [], record),
  };
}
