import {
  allowedActions,
  maskedRefundAccount,
  stageAllows,
  type DisplayStage,
  type OrderItemState,
  type OrderState,
} from '@slabworks/domain';
import { storedDeclineReason } from '@slabworks/payments';
import type { OrderListRow, OrderRow } from '@slabworks/read-models';
import type { SentNotification } from '../read-model/sent-notifications';
import { estimatedCompletionOf } from './estimated-completion.view';

/** A list row (the detail passes its whole row): only the list's columns are read. */
export function memberOrderSummary(row: OrderListRow) {
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    submitType: row.submitType,
    orderType: row.orderType,
    status: row.status,
    processingStatus: row.processingStatus,
    displayStage: row.displayStage,
    totalQt: row.totalQt,
    totalAmount: row.totalAmount,
    currency: row.currency,
    placedAt: row.placedAt,
    updatedAt: row.updatedAt,
    depositDueAt: row.depositDueAt,
    /** Seoul calendar date (YYYY-MM-DD); null before payment and once delivered or cancelled. */
    estimatedCompletionDate: estimatedCompletionOf(row),
    allowedActions: allowedActions(row.actionView),
    revision: row.revision,
  };
}

const gradingSummary = (items: readonly OrderItemState[]) => {
  const byGrade: Record<string, number> = {};
  for (const item of items)
    if (item.grade !== null) byGrade[String(item.grade)] = (byGrade[String(item.grade)] ?? 0) + 1;
  return {
    graded: items.filter((i) => i.grade !== null).length,
    ungradable: items.filter((i) => i.correspondence.startsWith('UNGRADABLE')).length,
    byGrade,
  };
};

// Per-item results only where the spec's rule table shows them (SHIPPING_OUT and after).
const itemView = (state: OrderState, item: OrderItemState, resultsShown: boolean) => {
  const line = state.order?.cardLines.find((l) => l.lineId === item.lineId);
  return {
    itemId: item.itemId,
    lineId: item.lineId,
    itemType: item.itemType,
    cardCategory: item.cardCategory,
    playerName: line?.playerName ?? null,
    // What the member typed for the card, so the order page names it as they did.
    brand: line?.brand ?? null,
    setName: line?.setName ?? null,
    year: line?.year ?? null,
    cardNumber: line?.cardNumber ?? null,
    serialNumber: line?.serialNumber ?? null,
    signer: line?.signer ?? null,
    description: line?.description ?? null,
    isAuto: item.isAuto,
    price: item.price,
    partialCancel: item.partialCancel,
    certificationNumber: item.itemType === 'REHOLDER' || resultsShown ? item.certificationNumber : null,
    correspondence: resultsShown ? item.correspondence : null,
    correspondenceReason: resultsShown ? (item.correspondenceReason ?? null) : null,
    evidencePhoto: resultsShown ? (item.evidencePhoto ?? null) : null,
    grade: resultsShown ? item.grade : null,
  };
};

/** GET /api/orders/:id: what the member may see now, by the display stage's rules (spec §4). */
export function memberOrderDetail(row: OrderRow, notifications: SentNotification[] = []) {
  const { state } = row;
  const stage = row.displayStage as DisplayStage | null;
  const pricing = state.order?.pricing;
  return {
    ...memberOrderSummary(row),
    statusTextShown: stageAllows(stage, 'statusTextShown'),
    items: state.items.map((item) => itemView(state, item, stageAllows(stage, 'itemResultsShown'))),
    gradingSummary: stageAllows(stage, 'gradingSummaryShown') ? gradingSummary(state.items) : null,
    amounts: pricing
      ? {
          currency: pricing.currency,
          counts: pricing.counts,
          totalPrice: pricing.totalPrice,
          discount: pricing.discount,
          deliveryCost: pricing.deliveryCost,
          totalAmount: pricing.totalAmount,
          paidAmount: state.payment?.amount ?? 0,
          partialCancelledAmount: state.partialCancelledAmount,
          refundedAmount: state.refundedAmount,
        }
      : null,
    shipping: {
      method: state.order?.shippingMethod ?? null,
      returnAddress: state.returnAddress,
      inbound: state.inbound,
      outbound: stageAllows(stage, 'outboundInfoSent') ? state.outbound : null,
    },
    payment: state.payment ? { method: state.payment.method, amount: state.payment.amount } : null,
    // Issue #31: why the last attempt failed (a stable reason the client words), while still unpaid.
    paymentFailure:
      state.status === 'PAYMENT_FAILED' ? { reason: storedDeclineReason(state.lastPaymentFailure) } : null,
    /** When an unpaid order expires (null: paid, waiting for a deposit, or placed before deadlines). */
    payBy: state.status === 'SAVED' || state.status === 'PAYMENT_FAILED' ? (state.payBy ?? null) : null,
    virtualAccount: state.status === 'WAITING_FOR_DEPOSIT' ? state.virtualAccount : null,
    // Shown back masked: the member recognises it; the full number stays with the refunds desk.
    refundAccount: state.refundAccount ? maskedRefundAccount(state.refundAccount) : null,
    timeline: row.timeline,
    ledger: row.ledger,
    notifications,
  };
}
