import {
  DISPLAY_STAGES,
  displayStageOfOrder,
  evolve,
  initialOrderState,
  orderActionView,
  orderListTabsOf,
  type DiscountLine,
  type OrderActionView,
  type OrderState,
  type OrderType,
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

/**
 * What the lists (the member's orders, the console queue) show of an order: every column but the
 * folded state, timeline and ledger, which only the detail reads.
 */
export interface OrderListRow {
  orderId: string;
  memberId: string;
  orderNumber: string | null;
  submitType: string | null;
  orderType: OrderType | null;
  status: string;
  processingStatus: string;
  displayStage: string | null;
  totalQt: number;
  totalAmount: number;
  currency: string | null;
  revision: number;
  placedAt: string | null;
  updatedAt: string;
  depositDueAt: string | null;
  /** The first payment (the estimated completion date counts from it). */
  paidAt: string | null;
  /** When the cards first reached a received stage (the estimated completion date counts from it). */
  cardsReceivedAt: string | null;
  /** What the allowed actions are derived from when read (a rule change needs no rebuild). */
  actionView: OrderActionView;
}

/** One row of read_models.orders; derived columns are recomputed from `state` by the domain. */
export interface OrderRow extends OrderListRow {
  tabs: string[];
  createdAt: string;
  /** Inbound and outbound tracking numbers: the console's search matches them exactly. */
  trackingNumbers: string[];
  state: OrderState;
  timeline: TimelineEntry[];
  ledger: LedgerEntry[];
}

// Cards count as received from SHIPPING_IN_COMPLETE on, until a cancellation.
const RECEIVED_STAGES = new Set<string>(
  DISPLAY_STAGES.slice(DISPLAY_STAGES.indexOf('SHIPPING_IN_COMPLETE'), DISPLAY_STAGES.indexOf('CANCELLED')),
);

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

type ListColumns = Pick<
  OrderRow,
  'orderType' | 'paidAt' | 'cardsReceivedAt' | 'actionView' | 'trackingNumbers'
>;

/** The columns that let a list skip state, timeline and ledger, derived from them. */
export function listColumnsOf(
  state: OrderState,
  timeline: readonly TimelineEntry[],
  ledger: readonly LedgerEntry[],
): ListColumns {
  return {
    orderType: state.order?.pricing.orderType ?? null,
    paidAt: ledger.find((line) => line.kind === 'PAID')?.at ?? null,
    cardsReceivedAt: timeline.find((entry) => RECEIVED_STAGES.has(entry.stage))?.at ?? null,
    actionView: orderActionView(state),
    trackingNumbers: [state.inbound?.trackingNumber, state.outbound?.trackingNumber].filter(
      (n): n is string => Boolean(n),
    ),
  };
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
  const ledger = appendLedger(row?.ledger ?? [], record);
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
    ...listColumnsOf(state, timeline, ledger),
    state,
    timeline,
    ledger,
  };
}
