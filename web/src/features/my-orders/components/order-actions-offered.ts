import { refundNeedsAccount, type PaymentMethod } from '@slabworks/domain';
import type { GetOrderApiResponse } from '@/lib/api/generated/slabworks-api';

type OrderDetail = GetOrderApiResponse['data'];

// What the order page's actions card (order-actions.tsx, loaded only when it has something to show) asks.

/** A deposit goes back by bank transfer (libs' rule per method): the member's account is asked. */
export const paysBackByTransfer = (order: OrderDetail) =>
  order.payment ? refundNeedsAccount(order.payment.method as PaymentMethod) : false;

export const waitsForRefundAccountOf = (order: OrderDetail) =>
  order.allowedActions.includes('REGISTER_REFUND_ACCOUNT') &&
  (order.status === 'WRONG_REFUND_ACCOUNT' || (paysBackByTransfer(order) && !order.refundAccount));

/** Whether the actions card has a form or a button for this order. */
export const offersAction = (order: OrderDetail) =>
  (['PAY', 'CANCEL', 'CHANGE_ADDRESS', 'ENTER_INBOUND_TRACKING', 'REQUEST_PARTIAL_CANCEL'] as const).some(
    (action) => order.allowedActions.includes(action),
  ) || waitsForRefundAccountOf(order);
