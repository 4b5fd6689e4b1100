import { DomainError } from '../../errors/domain-error';
import { previousProcessingStatus } from '../../stages/processing-status';
import type { CorrectProcessing } from '../order.commands';
import { orderEvent, OrderEvent } from '../order.events';
import { goesThroughBranch, type OrderState } from '../order.state';
import { requirePaid, requireReason } from './guards';
import { settledStatus } from './settled-status';

// The only way back, one step, by an admin, with a reason that stays in the stream.
export const decideCorrectProcessing = (command: CorrectProcessing, state: OrderState): OrderEvent[] => {
  const reason = requireReason(command.data.reason);
  const order = requirePaid(state);
  const from = order.processingStatus;
  const to = order.startStatus
    ? previousProcessingStatus(from, order.startStatus, goesThroughBranch(order))
    : null;
  if (to === null)
    throw new DomainError('ORDER.NOTHING_TO_CORRECT', `Cannot go back from ${from}`, { params: { from } });
  const orderStatus =
    order.status === 'COMPLETE'
      ? (settledStatus({ ...order, processingStatus: to }) ?? order.status)
      : order.status;
  return [orderEvent('ProcessingCorrected', { orderId: order.orderId, from, to, reason, orderStatus })];
};
