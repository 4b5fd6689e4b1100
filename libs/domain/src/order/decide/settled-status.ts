import type { OrderState } from '../order.state';
import type { OrderStatus, PaymentMethod } from '../order.values';
import type { RefundMethod } from '../order.events';
import { refundNeedsAccount } from '../../payment/checkout-methods';

// The order status implied by the facts, once no refund account problem is pending. Used wherever
// an event must say which status the order returns to (delivery, correction, new refund account).
export const settledStatus = (state: OrderState): OrderStatus | null => {
  const paid = state.payment?.amount ?? 0;
  if (state.cancelled) return paid > 0 && state.refundedAmount === paid ? 'REFUNDED' : 'CANCELLED';
  if (state.payment === null) return state.status;
  if (state.pendingPartialCancel !== null) return 'REQUEST_PARTIAL_CANCELED';
  if (paid > 0 && state.refundedAmount === paid) return 'REFUNDED';
  if (state.processingStatus === 'SHIPPING_OUT_COMPLETE') return 'COMPLETE';
  if (state.partialCancelledAmount > 0) return 'COMPLETE_PARTIAL_CANCELED';
  return 'PROCESSING';
};

// A virtual-account deposit cannot be reversed through the provider: it goes back by bank transfer.
export const refundMethodFor = (method: PaymentMethod): RefundMethod =>
  refundNeedsAccount(method) ? 'BANK_TRANSFER' : 'ORIGINAL_PAYMENT';

// What is still owed back: everything after a cancellation, else the completed partial cancels.
export const refundableAmount = (state: OrderState): number => {
  const paid = state.payment?.amount ?? 0;
  const owed = state.cancelled ? paid : Math.min(paid, state.partialCancelledAmount);
  return Math.max(0, owed - state.refundedAmount);
};
