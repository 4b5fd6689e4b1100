import { WrongExpectedVersionError, type EventStore, type RecordedEvent } from '@slabworks/event-store';
import { foldOrder } from '@slabworks/domain';
import { placed, ORDER_ID } from '@slabworks/domain/testing';
import { executeOrderCommand } from './execute-order-command';
import { readOrderHistory, UndecodableOrderEventError } from './order-history';
import { OrderStateCache } from './order-state-cache';

const SYSTEM = { id: 'test', role: 'SYSTEM' as const };

/** One event as the store records it at `revision`: its id and positions follow the revision. */
const recordedAt = (
  revision: number,
  e: { id?: string; type: string; data: unknown; metadata?: unknown; schemaVersion?: number },
): RecordedEvent => ({
  streamId: `gradingOrder-${ORDER_ID}`,
  revision,
  id: e.id ?? `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
  type: e.type,
  data: e.data,
  metadata: (e.metadata as Record<string, unknown>) ?? { schemaVersion: e.schemaVersion ?? 1 },
  createdAt: new Date('2026-11-23T00:00:00Z'),
  position: String(revision),
  globalPosition: String(revision),
});

/** A stream that records what is appended to it, starting from the events given. */
function recordingStream(initial: { type: string; data: unknown }[]) {
  const recorded: RecordedEvent[] = [];
  const record = (e: { id?: string; type: string; data: unknown; metadata?: unknown }) => {
    recorded.push(recordedAt(recorded.length, e));
  };
  initial.forEach(record);
  return { recorded, record };
}

/** A store holding one stream: the events given, read back as recorded; appends are counted. */
function storeWith(events: { type: string; data: unknown; schemaVersion?: number }[]) {
  const appended: unknown[] = [];
  const recorded = events.map((e, revision) => recordedAt(revision, e));
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
const failPayment = (reason: string) => ({ type: 'FailPayment' as const, data: { reason } });
const pay = () => failPayment('declined');

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

describe('executeOrderCommand with a cache of folded orders', () => {
  /** A stream that grows with each append and reports which revisions each read asked for. */
  function growingStore(initial: { type: string; data: unknown }[]) {
    const { recorded, record } = recordingStream(initial);
    const reads: number[] = [];
    const store = {
      read: async (_stream: string, options: { fromRevision?: number } = {}) => {
        reads.push(options.fromRevision ?? 0);
        return recorded.slice(options.fromRevision ?? 0);
      },
      append: async (_stream: string, list: Array<{ id: string; type: string; data: unknown }>) => {
        list.forEach(record);
        return { nextExpectedRevision: recorded.length - 1, position: 'p' };
      },
    } as unknown as EventStore;
    return { store, reads, recorded };
  }

  it('reads only the events past the cached revision and decides as a full read would', async () => {
    const history = placed().map((e) => ({ type: e.type, data: e.data }));
    const cache = new OrderStateCache();
    const cached = growingStore(history);
    const plain = growingStore(history);
    const first = await executeOrderCommand(cached.store, context, pay, { cache });
    // Someone else (another process, no cache) appends meanwhile.
    await executeOrderCommand(cached.store, { ...context, commandId: 'other' }, pay);
    const second = await executeOrderCommand(cached.store, { ...context, commandId: 'c-2' }, pay, { cache });

    await executeOrderCommand(plain.store, context, pay);
    await executeOrderCommand(plain.store, { ...context, commandId: 'other' }, pay);
    const uncached = await executeOrderCommand(plain.store, { ...context, commandId: 'c-2' }, pay);

    // The cache holds the order as read before `first` appended: the next read starts at its events.
    expect(cached.reads).toEqual([0, 0, first.revision]);
    expect(second.state).toEqual(uncached.state);
    expect(second.revision).toBe(uncached.revision);
  });

  it('answers a retried command from the full history, appending nothing', async () => {
    const cache = new OrderStateCache();
    const { store, recorded } = growingStore(placed().map((e) => ({ type: e.type, data: e.data })));
    const first = await executeOrderCommand(store, context, pay, { cache });
    const length = recorded.length;
    const again = await executeOrderCommand(store, context, pay, { cache });
    expect(again.replayed).toBe(true);
    expect(again.revision).toBe(first.revision);
    expect(recorded).toHaveLength(length);
  });
});

describe('executeOrderCommand racing itself in two processes', () => {
  /** Like the Postgres store: appending ids already in place is an idempotent retry answering success. */
  function idempotentStore(initial: { type: string; data: unknown }[]) {
    const { recorded, record } = recordingStream(initial);
    const store = {
      read: async (_stream: string, options: { fromRevision?: number } = {}) =>
        recorded.slice(options.fromRevision ?? 0),
      append: async (
        _stream: string,
        list: Array<{ id: string; type: string; data: unknown; metadata?: unknown }>,
      ) => {
        const already = recorded.findIndex((e) => e.id === list[0]!.id);
        if (already >= 0) return { nextExpectedRevision: already + list.length - 1, position: 'p' };
        list.forEach(record);
        return { nextExpectedRevision: recorded.length - 1, position: 'p' };
      },
    } as unknown as EventStore;
    return { store, recorded };
  }

  it('never caches the state it decided when the stream kept the other process’s events', async () => {
    const history = placed().map((e) => ({ type: e.type, data: e.data }));
    const { store } = idempotentStore(history);
    const cacheB = new OrderStateCache();
    // Process B reads the order, and while it builds its command process A applies the same command
    // id (a retried request on another api, a stalled job run twice) with its own input.
    await executeOrderCommand(
      store,
      context,
      async () => {
        await executeOrderCommand(store, context, () => failPayment('from A'));
        return failPayment('from B');
      },
      { cache: cacheB },
    );

    const stream = await store.read(`gradingOrder-${ORDER_ID}`);
    expect(stream.at(-1)?.data).toMatchObject({ reason: 'from A' });
    // B's cache must hold what the stream holds: the next command B decides starts from it.
    expect(cacheB.get(ORDER_ID)?.state.lastPaymentFailure ?? 'from A').toBe('from A');
  });
});

describe('executeOrderCommand trusting its cache (no read before deciding)', () => {
  /** Like the Postgres store: an append at a stale revision is refused; it says when it wrote. */
  function conditionalStore(initial: { type: string; data: unknown }[]) {
    const { recorded, record } = recordingStream(initial);
    let reads = 0;
    const store = {
      read: async (_stream: string, options: { fromRevision?: number } = {}) => {
        reads += 1;
        return recorded.slice(options.fromRevision ?? 0);
      },
      append: async (
        stream: string,
        list: Array<{ id: string; type: string; data: unknown }>,
        { expectedRevision }: { expectedRevision: number | 'no_stream' },
      ) => {
        const at = expectedRevision === 'no_stream' ? -1 : expectedRevision;
        if (at !== recorded.length - 1)
          throw new WrongExpectedVersionError(stream, expectedRevision, recorded.length - 1);
        list.forEach(record);
        return { nextExpectedRevision: recorded.length - 1, position: 'p', written: true };
      },
    } as unknown as EventStore;
    return { store, recorded, reads: () => reads };
  }
  const history = placed().map((e) => ({ type: e.type, data: e.data }));
  const trusting = (cache: OrderStateCache) => ({ cache, trustCache: true });

  it('decides the next command on the state it appended, without reading, as a full read would', async () => {
    const cache = new OrderStateCache();
    const { store, reads } = conditionalStore(history);
    await executeOrderCommand(store, context, pay, trusting(cache));
    const before = reads();
    const second = await executeOrderCommand(store, { ...context, commandId: 'c-2' }, pay, trusting(cache));
    expect(reads()).toBe(before);
    const plain = await readOrderHistory(store, ORDER_ID);
    expect(second.revision).toBe(plain.revision);
    expect(cache.get(ORDER_ID)?.state).toEqual(foldOrder(plain.events));
  });

  it('decides again on a fresh read when another process appended meanwhile', async () => {
    const cache = new OrderStateCache();
    const { store, recorded } = conditionalStore(history);
    await executeOrderCommand(store, context, pay, trusting(cache));
    await executeOrderCommand(store, { ...context, commandId: 'other' }, () =>
      failPayment('from the other process'),
    );
    const third = await executeOrderCommand(
      store,
      { ...context, commandId: 'c-3' },
      (state) => failPayment(`after ${state.lastPaymentFailure}`),
      trusting(cache),
    );
    expect(third.revision).toBe(recorded.length - 1);
    expect(recorded.at(-1)?.data).toMatchObject({ reason: 'after from the other process' });
  });

  it('checks a refusal decided on the cached state again on a fresh read', async () => {
    const cache = new OrderStateCache();
    const { store } = conditionalStore(history);
    await executeOrderCommand(store, context, pay, trusting(cache));
    await executeOrderCommand(store, { ...context, commandId: 'other' }, () => failPayment('allows it'));
    const outcome = await executeOrderCommand(
      store,
      { ...context, commandId: 'c-3' },
      (state) => {
        if (state.lastPaymentFailure !== 'allows it') throw new Error('refused on a stale state');
        return pay();
      },
      trusting(cache),
    );
    expect(outcome.replayed).toBe(false);
  });

  it('reads nothing for an order id just minted, and reads when the stream exists after all', async () => {
    const fresh = conditionalStore([]);
    const place = () => pay();
    await expect(executeOrderCommand(fresh.store, context, place, { newOrder: true })).rejects.toThrow();
    expect(fresh.reads()).toBe(1); // the refusal (nothing to fail on a new order) was checked on a read
    const existing = conditionalStore(history);
    const outcome = await executeOrderCommand(existing.store, context, pay, { newOrder: true });
    expect(existing.reads()).toBe(1);
    expect(outcome.revision).toBe(history.length);
  });
});
