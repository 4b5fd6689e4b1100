import { foldOrder, type OrderState } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { ApiException } from '../../errors';
import { readOrderHistory } from '@slabworks/order-commands';

export type PlacedSnapshot = OrderState & {
  orderId: string;
  memberId: string;
  order: NonNullable<OrderState['order']>;
};

/** The member's own placed order, folded from its stream; anything else is 404 like the order api. */
export async function memberOrder(
  store: EventStore,
  orderId: string,
  memberId: string,
): Promise<PlacedSnapshot> {
  const state = foldOrder((await readOrderHistory(store, orderId)).events);
  if (state.memberId !== memberId || state.order === null || state.orderId === null || state.discarded)
    throw ApiException.notFound('ORDER.NOT_FOUND');
  return state as PlacedSnapshot;
}
