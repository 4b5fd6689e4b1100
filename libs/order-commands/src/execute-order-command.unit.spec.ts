import type { EventStore, RecordedEvent } from '@slabworks/event-store';
import { placed, ORDER_ID } from '@slabworks/domain/testing';
import { executeOrderCommand } from './execute-order-command';
import { UndecodableOrderEventError } from './order-history';

const SYSTEM = { id: 'test', role: 'SYSTEM' as const };

/** A store holding one stream: the events given, read back as recorded; appends are counted. */
function storeWith(events: { type: string; data: unknown; schemaVersion?: number }[]) {
  const appended: unknown[] = [];
  const recorded: RecordedEvent[] = events.map((e, revision) => ({
    streamId: `gradingOrder-${ORDER_ID}`,
    revision,
    id: `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
    type: e.type,
    data: e.data,
    metadata: { schemaVersion: e.schemaVersion ?? 1 },
    createdAt: new Date('2026-11-23T00:00:00Z'),
    position: String(revision),
    globalPosition: String(revision),
  }));
  const store = {
    read: async () => recorded,
    append: async (_stream: string, list: unknown[]) => {
      appended.push(...list);
      return { nextExpectedRevision: recorded.length + list.length - 1, position: 'p' };
    },
  } as unknown as EventStore;
  return { store, appended };
}

const context = { orderId: ORDER_ID, commandId: 'c-1', actor: SYSTEM, correlationId: 'test' };
const pay = () => ({ type: 'FailPayment' as const, data: { reason: 'declined' } });

describe('executeOrderCommand over events it cannot decode', () => {
  const history = placed().map((e) => ({ type: e.type, data: e.data }));

  it('decides over a stream it can read', async () => {
    const { store, appended } = storeWith(history);
    const outcome = await executeOrderCommand(store, context, pay);
    expect(outcome.events.map((e) => e.type)).toEqual(['PaymentFailed']);
    expect(appended).toHaveLength(1);
  });

  it.each([
    ['an unknown type', { type: 'OrderTeleported', data: { orderId: ORDER_ID } }, 'unknown_type'],
    ['a newer schema version', { type: 'PaymentFailed', data: {}, schemaVersion: 2 }, 'unsupported_version'],
    ['a payload that is not an object', { type: 'PaymentFailed', data: null }, 'malformed'],
  ])('refuses a stream holding %s and appends nothing', async (_name, odd, reason) => {
    const { store, appended } = storeWith([...history, odd]);
    const refusal = executeOrderCommand(store, context, pay);
    await expect(refusal).rejects.toBeInstanceOf(UndecodableOrderEventError);
    await expect(refusal).rejects.toMatchObject({ code: 'ORDER.UNREADABLE_EVENT', reason });
    expect(appended).toEqual([]);
  });
});
