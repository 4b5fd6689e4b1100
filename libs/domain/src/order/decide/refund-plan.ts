import { DomainError } from '../../errors/domain-error';
import { validateRefundAccount } from '../../limits/validate-refund-account';
import type { RefundAccount } from '../order-input.types';
import { orderEvent, OrderEvent } from '../order.events';
import { evolve } from '../order.evolve';
import type { OrderState } from '../order.state';
import { invalid, PlacedState } from './guards';
import { refundMethodFor, settledStatus } from './settled-status';

export const accountRegistration = (state: PlacedState, account: RefundAccount): OrderEvent => {
  invalid(validateRefundAccount(account), 'The refund account is not valid');
  const orderStatus =
    state.status === 'WRONG_REFUND_ACCOUNT' ? (settledStatus(state) ?? state.status) : state.status;
  return orderEvent('RefundAccountRegistered', { orderId: state.orderId, ...account, orderStatus });
};

// One refund of `amount`, applied on top of `state` (which may already include events of the same
// decision, e.g. OrderCancelled). Refund ids are a per-order sequence, so decide needs no id input.
export const refundEvent = (state: OrderState & { orderId: string }, amount: number): OrderEvent => {
  if (state.payment === null) throw new DomainError('ORDER.NOT_PAID', 'Nothing was paid');
  if (state.status === 'WRONG_REFUND_ACCOUNT') {
    throw new DomainError('ORDER.REFUND_ACCOUNT_REJECTED', 'Register a new refund account first');
  }
  const method = refundMethodFor(state.payment.method);
  if (method === 'BANK_TRANSFER' && state.refundAccount === null) {
    throw new DomainError('ORDER.REFUND_ACCOUNT_REQUIRED', 'A refund account is needed to refund a deposit');
  }
  const refunded = { ...state, refundedAmount: state.refundedAmount + amount };
  return orderEvent('RefundIssued', {
    orderId: state.orderId,
    refundId: `R${state.refunds.length + 1}`,
    amount,
    method,
    account: method === 'BANK_TRANSFER' ? state.refundAccount : null,
    orderStatus: settledStatus(refunded) ?? 'REFUNDED',
  });
};

export const applyAll = (state: OrderState, events: readonly OrderEvent[]): OrderState =>
  events.reduce(evolve, state);
