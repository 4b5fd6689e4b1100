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
  /** The collector's parcel to us: the console queue shows it and finds it by any part. */
  inboundTrackingNumber: string | null;
  /** When the order entered its display stage; null before it has one (the queue counts from placedAt). */
  stageSince: string | null;
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

/** Appends the record's ledger lines, each with the running net, to `ledger` (in place). */
function appendLedger(ledger: LedgerEntry[], record: OrderEventRecord): void {
  let net = ledger.length ? ledger[ledger.length - 1]!.net : 0;
  for (const line of ledgerLines(record)) {
    net += NET_EFFECT[line.kind] * line.amount;
    ledger.push({ ...line, net });
  }
}

type ListColumns = Pick<
  OrderRow,
  | 'orderType'
  | 'paidAt'
  | 'cardsReceivedAt'
  | 'actionView'
  | 'trackingNumbers'
  | 'inboundTrackingNumber'
  | 'stageSince'
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
    inboundTrackingNumber: state.inbound?.trackingNumber ?? null,
    // The timeline gains an entry each time the display stage changes: its last is the current one's.
    stageSince: displayStageOfOrder(state) === null ? null : (timeline.at(-1)?.at ?? null),
  };
}

/**
 * Folds one event into `row` in place (null: a new row) and returns the row: the decider state (the
 * row's state object is overwritten), the timeline and ledger (appended to), and what comes from the
 * events themselves. The columns derived from state, timeline and ledger alone are left as they were
 * until orderRowColumns: a rebuild, which owns the rows it folds (RowMemory), derives them once per
 * written row instead of per event. In place because a rebuild keeps ~10,000 rows for many pages:
 * copying the row, its timeline and ledger per event made garbage that outlived the young
 * generation (GC was 18–25% of the rebuild's profile); the decider's new state is copied into the
 * row's long-lived one.
 */
export function foldOrderEvent(row: OrderRow | null, record: OrderEventRecord): OrderRow {
  const evolved = evolve(row?.state ?? initialOrderState, record.event);
  const state = row ? Object.assign(row.state, evolved) : { ...evolved };
  const displayStage = displayStageOfOrder(state);
  const next: OrderRow = row ?? {
    ...underivedColumns,
    orderId: record.orderId,
    memberId: '',
    displayStage: null,
    revision: record.revision,
    createdAt: record.at,
    placedAt: null,
    updatedAt: record.at,
    state,
    timeline: [],
    ledger: [],
  };
  if (displayStage && displayStage !== next.displayStage)
    next.timeline.push({ stage: displayStage, at: record.at });
  appendLedger(next.ledger, record);
  next.memberId = state.memberId ?? next.memberId;
  next.displayStage = displayStage;
  next.revision = record.revision;
  next.placedAt ??= record.event.type === 'OrderPlaced' ? record.at : null;
  next.updatedAt = record.at;
  next.state = state;
  return next;
}

/** Placeholders of a new row's derived columns until orderRowColumns sets them. */
const underivedColumns = {
  orderNumber: null,
  submitType: null,
  orderType: null,
  status: '',
  processingStatus: '',
  tabs: [],
  totalQt: 0,
  totalAmount: 0,
  currency: null,
  depositDueAt: null,
  paidAt: null,
  cardsReceivedAt: null,
  actionView: null as unknown as OrderActionView,
  trackingNumbers: [],
  inboundTrackingNumber: null,
  stageSince: null,
} satisfies Omit<
  OrderRow,
  | 'orderId'
  | 'memberId'
  | 'displayStage'
  | 'revision'
  | 'createdAt'
  | 'placedAt'
  | 'updatedAt'
  | 'state'
  | 'timeline'
  | 'ledger'
>;

/** Sets the columns derived from state, timeline and ledger (in place) and returns the row. */
export function orderRowColumns(row: OrderRow): OrderRow {
  const { state } = row;
  const pricing = state.order?.pricing;
  row.orderNumber = state.order?.orderNumber ?? null;
  row.submitType = state.order?.submitType ?? state.draft?.submitType ?? null;
  row.status = state.status ?? 'TEMP_SAVED';
  row.processingStatus = state.processingStatus;
  row.tabs =
    state.status === null
      ? []
      : orderListTabsOf({
          status: state.status,
          processingStatus: state.processingStatus,
          refundedAmount: state.refundedAmount,
          cancelled: state.cancelled,
        });
  row.totalQt = pricing?.counts.totalQt ?? state.items.length;
  row.totalAmount = pricing?.totalAmount ?? 0;
  row.currency = pricing?.currency ?? null;
  row.depositDueAt = state.status === 'WAITING_FOR_DEPOSIT' ? (state.virtualAccount?.dueAt ?? null) : null;
  return Object.assign(row, listColumnsOf(state, row.timeline, row.ledger));
}

/**
 * evolve(row or null, event): the read model is a fold of the same decider state the api uses. The
 * given row is left as it was (the live runner's rows); a rebuild folds in place (foldOrderEvent).
 */
export function evolveOrderRow(row: OrderRow | null, record: OrderEventRecord): OrderRow {
  const copy = row && {
    ...row,
    state: { ...row.state },
    timeline: [...row.timeline],
    ledger: [...row.ledger],
  };
  return orderRowColumns(foldOrderEvent(copy, record));
}
