import { EventEmitter } from 'node:events';
import { EVENT_TYPE, STREAM_NAME, type KurrentDBClient, type Filter } from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '../event-store.port';
import { decodeEsdbCheckpoint, encodeEsdbCheckpoint } from './eventstoredb-checkpoint';
import { EsdbSubscription } from './eventstoredb-subscription';
import { until } from './testing/until';

// No EventStoreDB runs on build machines: this pins the wrapper's own logic against a fake client
// (queueing, caught-up ordering, resubscribe position); the contract suite covers the real server.
class FakeSubscription extends EventEmitter {
  unsubscribed = false;
  pause = jest.fn();
  resume = jest.fn();
  async unsubscribe() {
    this.unsubscribed = true;
  }
}

const resolved = (
  n: number,
  streamId = 'order-1',
  type = streamId.startsWith('$') ? '$metadata' : 'OrderPlaced',
) => ({
  event: {
    streamId,
    id: `id-${n}`,
    revision: BigInt(n),
    type,
    created: new Date(1_700_000_000_000 + n),
    data: { n },
    metadata: { actor: 'x' },
    isJson: true,
    position: { commit: BigInt(100 * n), prepare: BigInt(100 * n) },
  },
});

function fakeClient() {
  const opened: { options: { fromPosition: unknown; filter?: Filter }; stream: FakeSubscription }[] = [];
  const client = {
    subscribeToAll: (options: { fromPosition: unknown; filter?: Filter }) => {
      const stream = new FakeSubscription();
      opened.push({ options, stream });
      return stream;
    },
  } as unknown as KurrentDBClient;
  return { client, opened };
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('EsdbSubscription (fake client)', () => {
  it('batches events, fires caught-up after the events before it, and skips system records', async () => {
    const { client, opened } = fakeClient();
    const timeline: string[] = [];
    const batches: RecordedEvent[][] = [];
    const sub = new EsdbSubscription(
      client,
      { batchSize: 2 },
      {
        onEvents: async (batch) => {
          batches.push(batch);
          await tick();
          timeline.push(...batch.map((e) => e.id));
        },
        onCaughtUp: () => timeline.push('caught-up'),
      },
    );
    const stream = opened[0].stream;
    expect(opened[0].options.fromPosition).toBe('start');
    stream.emit('data', resolved(1));
    stream.emit('data', resolved(2, '$$order-1'));
    stream.emit('data', resolved(3));
    stream.emit('data', resolved(4));
    stream.emit('caughtUp');
    await until(() => timeline.includes('caught-up'), 'caught up is handed on');
    expect(timeline).toEqual(['id-1', 'id-3', 'id-4', 'caught-up']);
    expect(batches[0][0]).toMatchObject({
      revision: 1,
      type: 'OrderPlaced',
      data: { n: 1 },
      globalPosition: '100',
    });
    await sub.close();
    expect(stream.unsubscribed).toBe(true);
  });

  it('resubscribes after a drop from the last position received, and retries a failing batch', async () => {
    const { client, opened } = fakeClient();
    const errors: unknown[] = [];
    let calls = 0;
    const delivered: string[] = [];
    const sub = new EsdbSubscription(
      client,
      {
        fromCheckpoint: encodeEsdbCheckpoint({ commit: 50n, prepare: 50n }),
        streamPrefixes: ['order-'],
        batchSize: 10,
      },
      {
        onEvents: async (batch) => {
          calls += 1;
          if (calls === 1) throw new Error('handler failed');
          delivered.push(...batch.map((e) => e.id));
        },
        onError: (error) => errors.push(error),
      },
    );
    expect(opened[0].options.fromPosition).toEqual({ commit: 50n, prepare: 50n });
    opened[0].stream.emit('data', resolved(1));
    opened[0].stream.emit('error', new Error('connection dropped'));
    await until(() => opened.length >= 2 && errors.length >= 2, 'it resubscribes');
    expect(opened).toHaveLength(2);
    expect(opened[1].options.fromPosition).toEqual({ commit: 100n, prepare: 100n });
    opened[1].stream.emit('data', resolved(2));
    await until(() => delivered.includes('id-2'), 'the event after the drop is handed on');
    expect(delivered).toEqual(['id-1', 'id-2']);
    expect(errors.map((e) => (e as Error).message).sort()).toEqual(['connection dropped', 'handler failed']);
    await sub.close();
  });

  it('asks the server for the event types (exactly those names), checks stream prefixes itself, and resubscribes from its checkpoints', async () => {
    const { client, opened } = fakeClient();
    const delivered: string[] = [];
    const sub = new EsdbSubscription(
      client,
      { streamPrefixes: ['order-'], eventTypes: ['CardScored', 'Odd.Name'], batchSize: 10 },
      {
        onEvents: async (batch) => {
          await tick(20); // still applying when the server's checkpoint arrives
          delivered.push(...batch.map((e) => `${e.id} ${e.type}`));
        },
        onPassed: async (checkpoint) => void delivered.push(`passed ${checkpoint}`),
        onError: () => undefined,
      },
    );
    const filter = opened[0].options.filter as Filter & { regex: string };
    expect(filter.filterOn).toBe(EVENT_TYPE);
    const regex = new RegExp(filter.regex);
    expect(['CardScored', 'Odd.Name'].every((t) => regex.test(t))).toBe(true);
    expect(['CardScoredAgain', 'xCardScored', 'OddxName', 'OrderPlaced'].some((t) => regex.test(t))).toBe(
      false,
    );
    opened[0].stream.emit('data', resolved(1, 'order-1', 'CardScored'));
    opened[0].stream.emit('data', resolved(2, 'member-1', 'CardScored'));
    // The server reports how far it searched while it skipped events of other types; one behind
    // what was received already is not a place to resubscribe from, nor to store.
    await filter.checkpointReached?.(opened[0].stream as never, { commit: 150n, prepare: 150n });
    await filter.checkpointReached?.(opened[0].stream as never, { commit: 900n, prepare: 900n });
    opened[0].stream.emit('error', new Error('connection dropped'));
    await until(() => opened.length >= 2 && delivered.length >= 2, 'it resubscribes');
    // The checkpoint reaches the subscriber only after the event received before it.
    expect(delivered).toEqual([
      'id-1 CardScored',
      `passed ${encodeEsdbCheckpoint({ commit: 900n, prepare: 900n })}`,
    ]);
    expect(opened[1].options.fromPosition).toEqual({ commit: 900n, prepare: 900n });
    await sub.close();
  });

  it('filters on stream names on the server when it wants every type', () => {
    const { client, opened } = fakeClient();
    const sub = new EsdbSubscription(
      client,
      { streamPrefixes: ['order-'], batchSize: 10 },
      { onEvents: async () => {} },
    );
    expect(opened[0].options.filter).toMatchObject({ filterOn: STREAM_NAME, prefixes: ['order-'] });
    void sub.close();
  });

  it('round-trips checkpoints and keeps them ordered as strings', () => {
    const a = encodeEsdbCheckpoint({ commit: 9n, prepare: 9n });
    const b = encodeEsdbCheckpoint({ commit: 10n, prepare: 10n });
    expect(a < b).toBe(true);
    expect(decodeEsdbCheckpoint(b)).toEqual({ commit: 10n, prepare: 10n });
    expect(() => decodeEsdbCheckpoint('nope')).toThrow();
  });
});
