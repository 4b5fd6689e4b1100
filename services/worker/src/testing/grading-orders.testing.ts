import { randomUUID } from 'node:crypto';
import { foldOrder, type OrderState } from '@slabworks/domain';
import { gradingInput, priced } from '@slabworks/domain/testing';
import type { EventStore } from '@slabworks/event-store';
import { executeOrderCommand, readOrderHistory, type OrderCommandBody } from '@slabworks/order-commands';

export const TEST_MEMBER = { id: 'member-1', role: 'MEMBER' as const };
export type TestActor = { id: string; role: 'MEMBER' | 'OPERATOR' | 'SYSTEM' };

/** One order command through the real decider; a fresh command id each call (a retry is a new command). */
export const runOrderCommand = (
  store: EventStore,
  orderId: string,
  body: OrderCommandBody,
  actor: TestActor = TEST_MEMBER,
) =>
  executeOrderCommand(store, { orderId, commandId: randomUUID(), actor, correlationId: 'test' }, () => body);

/** The order as its events fold today. */
export const orderStateOf = async (store: EventStore, orderId: string): Promise<OrderState> =>
  foldOrder((await readOrderHistory(store, orderId)).events);

let sequence = 0;

/**
 * A grading order placed by TEST_MEMBER (gradingInput, priced), not yet paid. `day` goes into the order
 * number, `G<day>-<n>`: the counter is per test file, so files keep their numbers apart by day.
 */
export async function placeGradingOrder(
  store: EventStore,
  day: string,
): Promise<{ orderId: string; total: number }> {
  const orderId = randomUUID();
  const input = gradingInput();
  sequence += 1;
  const orderNumber = `G${day}-${String(sequence).padStart(6, '0')}`;
  await runOrderCommand(store, orderId, {
    type: 'PlaceOrder',
    data: { orderId, orderNumber, order: input, pricing: priced(input) },
  });
  return { orderId, total: priced(input).totalAmount };
}
