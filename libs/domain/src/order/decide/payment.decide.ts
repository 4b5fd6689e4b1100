import { DomainError } from '../../errors/domain-error';
import { processingStartFor } from '../../stages/processing-status';
import type {
  CompletePayment,
  ExpireDeposit,
  ExpireUnpaidOrder,
  FailPayment,
  IssueVirtualAccount,
} from '../order.commands';
import { orderEvent, OrderEvent } from '../order.events';
import type { OrderState } from '../order.state';
import type { OrderStatus } from '../order.values';
import { instantOf, PlacedState, requirePlaced } from './guards';

const requirePayable = (state: OrderState, from: readonly OrderStatus[]): PlacedState => {
  const placed = requirePlaced(state);
  if (placed.payment !== null) throw new DomainError('ORDER.ALREADY_PAID', 'The order is already paid');
  if (placed.cancelled || placed.status === 'DEADLINE_EXPIRED') {
    throw new DomainError('ORDER.CANCELLED', 'The order was cancelled or its deposit deadline passed');
  }
  if (!from.includes(placed.status)) {
    throw new DomainError('ORDER.NOT_PAYABLE', `Not payable while ${placed.status}`, {
      params: { status: placed.status },
    });
  }
  return placed;
};

// A virtual account is issued once; an instant payment may still settle while one waits.
const PAYABLE_FROM = {
  IssueVirtualAccount: ['SAVED', 'PAYMENT_FAILED'],
  CompletePayment: ['SAVED', 'WAITING_FOR_DEPOSIT', 'PAYMENT_FAILED'],
} as const satisfies Record<string, readonly OrderStatus[]>;

/**
 * Would the order take this payment now? Throws the same refusal decide would (paid, cancelled,
 * expired, not placed, wrong stage), so a payment is refused before the provider is ever called.
 */
export const assertPayable = (state: OrderState, via: keyof typeof PAYABLE_FROM): void => {
  requirePayable(state, PAYABLE_FROM[via]);
};

export const decideIssueVirtualAccount = (command: IssueVirtualAccount, state: OrderState): OrderEvent[] => {
  const order = requirePayable(state, PAYABLE_FROM.IssueVirtualAccount);
  const { bank, accountNumber, holderName, dueAt } = command.data;
  if (instantOf(dueAt, 'dueAt') <= instantOf(command.metadata.now, 'metadata.now')) {
    throw new DomainError('ORDER.INVALID_DUE_AT', 'The deposit deadline must be in the future');
  }
  const amount = order.order.pricing.totalAmount;
  return [
    orderEvent('VirtualAccountIssued', {
      orderId: order.orderId,
      bank,
      accountNumber,
      holderName,
      amount,
      dueAt,
    }),
  ];
};

export const decideCompletePayment = (command: CompletePayment, state: OrderState): OrderEvent[] => {
  const order = requirePayable(state, PAYABLE_FROM.CompletePayment);
  const { method, amount, providerKey } = command.data;
  const expected = order.order.pricing.totalAmount;
  if (amount !== expected) {
    throw new DomainError('ORDER.PAYMENT_AMOUNT_MISMATCH', `Paid ${amount}, order total is ${expected}`, {
      params: { expected, actual: amount },
    });
  }
  const processingStatus = processingStartFor(order.order.shippingMethod);
  return [
    orderEvent('PaymentCompleted', { orderId: order.orderId, method, amount, providerKey, processingStatus }),
  ];
};

// The design allows failure from SAVED; we also accept it after an earlier failure (a second card
// attempt can fail too) and keep the order payable.
export const decideFailPayment = (command: FailPayment, state: OrderState): OrderEvent[] => {
  const order = requirePayable(state, ['SAVED', 'PAYMENT_FAILED']);
  const { reason, providerCode } = command.data;
  return [
    orderEvent('PaymentFailed', {
      orderId: order.orderId,
      reason: reason ?? '',
      ...(providerCode !== undefined ? { providerCode } : {}),
    }),
  ];
};

// Re-checks state and time, so an early, late or duplicate deadline job changes nothing.
export const decideExpireDeposit = (command: ExpireDeposit, state: OrderState): OrderEvent[] => {
  const order = requirePlaced(state);
  if (order.status !== 'WAITING_FOR_DEPOSIT' || order.virtualAccount === null) {
    throw new DomainError('ORDER.NOT_WAITING_FOR_DEPOSIT', `Order is ${order.status}`, {
      params: { status: order.status },
    });
  }
  const { dueAt } = order.virtualAccount;
  if (instantOf(command.metadata.now, 'metadata.now') < instantOf(dueAt, 'dueAt')) {
    throw new DomainError('ORDER.DEPOSIT_NOT_DUE', `Deposit is due at ${dueAt}`, { params: { dueAt } });
  }
  return [orderEvent('DepositDeadlineExpired', { orderId: order.orderId, dueAt })];
};

// A card order nobody paid (SAVED, or every attempt failed) expires at its payBy; one waiting for a
// deposit has the virtual account's own deadline instead. Re-checks state and time like ExpireDeposit.
export const decideExpireUnpaidOrder = (command: ExpireUnpaidOrder, state: OrderState): OrderEvent[] => {
  const order = requirePlaced(state);
  const waiting = order.status === 'SAVED' || order.status === 'PAYMENT_FAILED';
  if (!waiting || order.payment !== null || order.cancelled || order.payBy === null) {
    throw new DomainError('ORDER.NOT_AWAITING_PAYMENT', `Order is ${order.status}`, {
      params: { status: order.status },
    });
  }
  const { payBy } = order;
  if (instantOf(command.metadata.now, 'metadata.now') < instantOf(payBy, 'payBy')) {
    throw new DomainError('ORDER.PAYMENT_NOT_DUE', `Payment is due at ${payBy}`, { params: { payBy } });
  }
  return [orderEvent('UnpaidOrderExpired', { orderId: order.orderId, payBy })];
};
