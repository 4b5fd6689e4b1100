import { DomainError } from '../../errors/domain-error';
import { isUngradableResult } from '../order.values';
import { validateTrackingNumber } from '../../limits/validate-shipment';
import { isRefundable, stageAllows } from '../../stages/stage-rules';
import type {
  CompletePartialCancel,
  IssueRefund,
  RegisterRefundAccount,
  RejectRefundWrongAccount,
  RequestPartialCancel,
} from '../order.commands';
import { orderEvent, OrderEvent } from '../order.events';
import type { OrderState } from '../order.state';
import { invalid, requirePaid, requirePlaced, requireReason, stageOf } from './guards';
import { accountRegistration, refundEvent } from './refund-plan';
import { refundableAmount } from './settled-status';
import { allowsPartialRefund } from '../../payment/checkout-methods';

export const decideRegisterRefundAccount = (
  command: RegisterRefundAccount,
  state: OrderState,
): OrderEvent[] => {
  const order = requirePaid(state);
  const { bank, accountNumber, holderName } = command.data;
  return [accountRegistration(order, { bank, accountNumber, holderName })];
};

export const decideRequestPartialCancel = (
  command: RequestPartialCancel,
  state: OrderState,
): OrderEvent[] => {
  const order = requirePaid(state);
  if (order.cancelled) throw new DomainError('ORDER.CANCELLED', 'The order was cancelled');
  if (!isRefundable(stageOf(order)))
    throw new DomainError('ORDER.NOT_REFUNDABLE', 'Not refundable at this stage');
  if (order.pendingPartialCancel !== null)
    throw new DomainError('ORDER.PARTIAL_CANCEL_PENDING', 'A partial cancel is pending');
  if (order.status === 'WRONG_REFUND_ACCOUNT') {
    throw new DomainError('ORDER.REFUND_ACCOUNT_REJECTED', 'Register a new refund account first');
  }
  // Mobile-phone and gift-card payments go back whole or not at all (the provider has no part refund).
  if (order.payment && !allowsPartialRefund(order.payment.method))
    throw new DomainError('ORDER.PARTIAL_REFUND_NOT_SUPPORTED', 'This payment method refunds only in full', {
      params: { method: order.payment.method },
    });
  const itemIds = command.data.itemIds ?? [];
  if (itemIds.length === 0 || new Set(itemIds).size !== itemIds.length) {
    invalid([
      { field: 'itemIds', rule: itemIds.length === 0 ? 'minItems' : 'duplicate', params: { min: 1 } },
    ]);
  }
  let amount = 0;
  for (const itemId of itemIds) {
    const item = order.items.find((candidate) => candidate.itemId === itemId);
    if (!item) throw new DomainError('ORDER.UNKNOWN_ITEM', `No item ${itemId}`, { params: { itemId } });
    if (!isUngradableResult(item.correspondence)) {
      throw new DomainError('ORDER.ITEM_NOT_UNGRADABLE', `Item ${itemId} is not ungradable`, {
        params: { itemId },
      });
    }
    if (item.partialCancel !== 'NONE') {
      throw new DomainError('ORDER.ITEM_ALREADY_CANCELLED', `Item ${itemId} is already cancelled`, {
        params: { itemId },
      });
    }
    amount += item.price;
  }
  const reason = (command.data.reason ?? '').trim();
  // Spec §4: "for a refund after shipping the tracking number must be entered first". Once the cards
  // are on their way back, the member's request names the parcel's tracking number; staff acting on
  // the order (the console's partial cancel) already hold it.
  const shipped = stageAllows(stageOf(order), 'outboundInfoSent');
  const trackingNumber = (command.data.trackingNumber ?? '').trim();
  if (shipped && command.metadata.actor.role === 'MEMBER') {
    invalid(validateTrackingNumber(trackingNumber), 'The tracking number is required after shipping');
  }
  return [
    orderEvent('PartialCancelRequested', {
      orderId: order.orderId,
      itemIds,
      amount,
      reason,
      ...(trackingNumber ? { trackingNumber } : {}),
    }),
  ];
};

export const decideCompletePartialCancel = (
  _command: CompletePartialCancel,
  state: OrderState,
): OrderEvent[] => {
  const order = requirePlaced(state);
  if (order.pendingPartialCancel === null) {
    throw new DomainError('ORDER.NO_PARTIAL_CANCEL_PENDING', 'No partial cancel is pending');
  }
  const { itemIds, amount } = order.pendingPartialCancel;
  return [orderEvent('PartialCancelCompleted', { orderId: order.orderId, itemIds, amount })];
};

export const decideIssueRefund = (command: IssueRefund, state: OrderState): OrderEvent[] => {
  const order = requirePaid(state);
  if (!order.cancelled && !isRefundable(stageOf(order))) {
    throw new DomainError('ORDER.NOT_REFUNDABLE', 'Not refundable at this stage');
  }
  const { amount } = command.data;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new DomainError('ORDER.REFUND_AMOUNT_INVALID', 'The refund amount must be a positive integer', {
      fieldErrors: [{ field: 'amount', rule: 'min', params: { min: 1 } }],
    });
  }
  const refundable = refundableAmount(order);
  if (refundable === 0) throw new DomainError('ORDER.NOTHING_TO_REFUND', 'Nothing is owed to the member');
  if (amount > refundable) {
    throw new DomainError('ORDER.REFUND_EXCEEDS_REFUNDABLE', `At most ${refundable} can be refunded`, {
      params: { refundable },
    });
  }
  return [refundEvent(order, amount)];
};

export const decideRejectRefundWrongAccount = (
  command: RejectRefundWrongAccount,
  state: OrderState,
): OrderEvent[] => {
  const order = requirePaid(state);
  const reason = requireReason(command.data.reason);
  const wanted = command.data.refundId;
  const refund = wanted
    ? order.refunds.find((candidate) => candidate.refundId === wanted)
    : [...order.refunds]
        .reverse()
        .find((candidate) => candidate.method === 'BANK_TRANSFER' && !candidate.rejected);
  if (!refund) throw new DomainError('ORDER.REFUND_NOT_FOUND', 'No such bank-transfer refund');
  if (refund.method !== 'BANK_TRANSFER') {
    throw new DomainError('ORDER.REFUND_NOT_BANK_TRANSFER', 'Only a bank-transfer refund can bounce');
  }
  if (refund.rejected)
    throw new DomainError('ORDER.REFUND_ALREADY_REJECTED', 'This refund was already rejected');
  return [
    orderEvent('RefundRejectedWrongAccount', {
      orderId: order.orderId,
      refundId: refund.refundId,
      amount: refund.amount,
      reason,
    }),
  ];
};
