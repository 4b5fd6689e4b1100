import { DomainError } from '../../errors/domain-error';
import { validateDraftSizes, validateOrderDraft } from '../../limits/validate-order-draft';
import { assertPricingMatches } from '../../pricing/priced-order.check';
import { parseOrderNumber } from '../order-number';
import type { DiscardDraft, PlaceOrder, SaveDraft } from '../order.commands';
import { orderEvent, OrderEvent } from '../order.events';
import type { OrderState } from '../order.state';
import { instantOf, invalid } from './guards';

const assertStillDraftable = (state: OrderState, orderId: string): void => {
  if (state.discarded) throw new DomainError('ORDER.DRAFT_DISCARDED', 'The draft was discarded');
  if (state.status !== null && state.status !== 'TEMP_SAVED') {
    throw new DomainError('ORDER.ALREADY_EXISTS', 'The order was already placed');
  }
  if (state.orderId !== null && state.orderId !== orderId) {
    throw new DomainError('ORDER.ALREADY_EXISTS', 'The stream belongs to another order');
  }
};

export const decideSaveDraft = (command: SaveDraft, state: OrderState): OrderEvent[] => {
  assertStillDraftable(state, command.data.orderId);
  invalid(validateDraftSizes(command.data.draft), 'The draft is larger than an order may be');
  const memberId = state.memberId ?? command.metadata.actor.id;
  return [
    orderEvent('OrderDraftSaved', { orderId: command.data.orderId, memberId, draft: command.data.draft }),
  ];
};

export const decideDiscardDraft = (_command: DiscardDraft, state: OrderState): OrderEvent[] => {
  if (state.discarded) throw new DomainError('ORDER.DRAFT_DISCARDED', 'The draft was already discarded');
  if (state.status === null || state.orderId === null)
    throw new DomainError('ORDER.NOT_FOUND', 'No such draft');
  if (state.status !== 'TEMP_SAVED')
    throw new DomainError('ORDER.NOT_A_DRAFT', 'Only a draft can be discarded');
  return [orderEvent('OrderDraftDiscarded', { orderId: state.orderId })];
};

export const decidePlaceOrder = (command: PlaceOrder, state: OrderState): OrderEvent[] => {
  const { orderId, orderNumber, order, pricing, payBy } = command.data;
  assertStillDraftable(state, orderId);
  if (parseOrderNumber(orderNumber) === null) {
    throw new DomainError('ORDER_NUMBER.INVALID', `Not an order number: ${orderNumber}`);
  }
  const year = new Date(Date.parse(command.metadata.now)).getUTCFullYear();
  invalid(
    validateOrderDraft(order, Number.isNaN(year) ? {} : { currentYear: year + 1 }),
    'The order is not valid',
  );
  assertPricingMatches(order, pricing);
  if (payBy !== undefined && instantOf(payBy, 'payBy') <= instantOf(command.metadata.now, 'metadata.now'))
    throw new DomainError('ORDER.INVALID_DUE_AT', 'The payment deadline must be in the future');
  return [
    orderEvent('OrderPlaced', {
      orderId,
      orderNumber,
      memberId: state.memberId ?? command.metadata.actor.id,
      submitType: order.submitType,
      shippingMethod: order.shippingMethod,
      cardLines: order.cardLines,
      certificationNumbers: order.certificationNumbers,
      photos: order.photos,
      returnAddress: order.returnAddress,
      agreements: order.agreements,
      pricing,
      ...(payBy !== undefined ? { payBy } : {}),
    }),
  ];
};
