import { DomainError } from '../../errors/domain-error';
import { isCancellable } from '../../stages/stage-rules';
import type { CancelOrder } from '../order.commands';
import { orderEvent, OrderEvent } from '../order.events';
import type { OrderState } from '../order.state';
import { requirePlaced, requireReason, stageOf } from './guards';
import { accountRegistration, applyAll, refundEvent } from './refund-plan';
import { refundableAmount } from './settled-status';

export const decideCancelOrder = (command: CancelOrder, state: OrderState): OrderEvent[] => {
  const order = requirePlaced(state);
  if (order.cancelled || order.status === 'DEADLINE_EXPIRED') {
    throw new DomainError('ORDER.ALREADY_CANCELLED', 'The order is already cancelled');
  }
  const stage = stageOf(order);
  if (!isCancellable(stage)) {
    throw new DomainError('ORDER.NOT_CANCELLABLE', `Cannot cancel at ${stage ?? order.status}`, {
      params: { stage: stage ?? order.status },
    });
  }
  const reason = requireReason(command.data.reason);
  const events: OrderEvent[] = [];
  if (command.data.refundAccount) events.push(accountRegistration(order, command.data.refundAccount));
  events.push(
    orderEvent('OrderCancelled', {
      orderId: order.orderId,
      reason,
      cancelledBy: command.metadata.actor.role,
    }),
  );
  const cancelled = { ...applyAll(order, events), orderId: order.orderId };
  const owed = refundableAmount(cancelled);
  if (owed > 0) events.push(refundEvent(cancelled, owed));
  return events;
};
