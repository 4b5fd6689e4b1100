import { randomUUID } from 'node:crypto';
import type { EventStore } from '@slabworks/event-store';
import { gradingInput, priced, virtualAccountIssue } from '@slabworks/domain/testing';
import { executeOrderCommand } from '@slabworks/order-commands';

const MEMBER = { id: 'member-1', role: 'MEMBER' as const };
const SYSTEM = { id: 'test', role: 'SYSTEM' as const };
let sequence = 0;

/** Places an order and issues its virtual account through the real decider (tests and bench). */
export async function seedWaitingOrder(
  store: EventStore,
  dueAt: Date,
  memberId = MEMBER.id,
): Promise<string> {
  const orderId = randomUUID();
  const input = gradingInput();
  sequence += 1;
  // One database per test file, so a process-wide counter keeps order numbers unique (read model).
  const day = String(1 + Math.floor(sequence / 999_999)).padStart(2, '0');
  const orderNumber = `G2611${day}-${String(sequence % 999_999).padStart(6, '0')}`;
  const actor = { ...MEMBER, id: memberId };
  await executeOrderCommand(
    store,
    { orderId, commandId: `${orderId}:place`, actor, correlationId: orderId },
    () => ({ type: 'PlaceOrder', data: { orderId, orderNumber, order: input, pricing: priced(input) } }),
  );
  await executeOrderCommand(
    store,
    { orderId, commandId: `${orderId}:va`, actor: SYSTEM, correlationId: orderId },
    () => virtualAccountIssue(dueAt),
  );
  return orderId;
}

/** Places a card order that expires unpaid at `payBy` (issue #31), through the real decider. */
export async function seedUnpaidOrder(store: EventStore, payBy: Date, memberId = MEMBER.id): Promise<string> {
  const orderId = randomUUID();
  const input = gradingInput();
  sequence += 1;
  const orderNumber = `G2612${String(1 + Math.floor(sequence / 999_999)).padStart(2, '0')}-${String(sequence % 999_999).padStart(6, '0')}`;
  await executeOrderCommand(
    store,
    { orderId, commandId: `${orderId}:place`, actor: { ...MEMBER, id: memberId }, correlationId: orderId },
    () => ({
      type: 'PlaceOrder',
      data: { orderId, orderNumber, order: input, pricing: priced(input), payBy: payBy.toISOString() },
    }),
  );
  return orderId;
}

export async function seedWaitingOrders(
  store: EventStore,
  count: number,
  dueAt: Date,
  parallel = 16,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - i) }, () => seedWaitingOrder(store, dueAt));
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

/** Deletes only keys under `prefix` (never FLUSHALL/FLUSHDB: other runs share this Redis). */
export async function deleteKeysByPrefix(
  redis: {
    scan(...args: unknown[]): Promise<[string, string[]]>;
    unlink(...keys: string[]): Promise<number>;
  },
  prefix: string,
): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(
      cursor,
      'MATCH',
      `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`,
      'COUNT',
      1000,
    );
    cursor = next;
    if (keys.length) deleted += await redis.unlink(...keys);
  } while (cursor !== '0');
  return deleted;
}
