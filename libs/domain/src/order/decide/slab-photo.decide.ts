import { DomainError } from '../../errors/domain-error';
import type { PhotographSlab } from '../order.commands';
import { orderEvent, type OrderEvent } from '../order.events';
import type { OrderState } from '../order.state';
import { SLAB_SIDES } from '../order.values';
import { invalid, requirePaid } from './guards';

// An upload id (uploads answer UUIDs); the api checks it is one of the operator's own.
const UPLOAD_ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * A finished slab is photographed front and back for its certificate. Only a card that has a
 * certification number has a slab; a second photo of the same side replaces the first (a retake).
 */
export const decidePhotographSlab = (command: PhotographSlab, state: OrderState): OrderEvent[] => {
  const order = requirePaid(state);
  if (order.cancelled) throw new DomainError('ORDER.CANCELLED', 'The order was cancelled');
  const { itemId, side, photo } = command.data;
  if (!SLAB_SIDES.includes(side)) invalid([{ field: 'side', rule: 'notAllowed' }]);
  if (!UPLOAD_ID.test(photo ?? '')) invalid([{ field: 'photo', rule: 'pattern' }]);
  const item = order.items.find((i) => i.itemId === itemId);
  if (!item) throw new DomainError('ORDER.UNKNOWN_ITEM', `No item ${itemId}`, { params: { itemId } });
  if (!item.certificationNumber) invalid([{ field: 'itemId', rule: 'notCertified' }]);
  return [
    orderEvent('SlabPhotographed', {
      orderId: order.orderId,
      itemId,
      certificationNumber: item.certificationNumber!,
      side,
      photo,
    }),
  ];
};
