import {
  EVENT_TYPE,
  MaxAppendSizeExceededError,
  NotLeaderError,
  STREAM_NAME,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import { AppendTooLargeError } from '../append-too-large.error';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

// The client's own error classes, raised by a fake client: what the adapter makes of them.
const notLeader = () =>
  new NotLeaderError({
    code: 5,
    details: 'Leader info available',
    message: 'not leader',
    metadata: { 'leader-endpoint-host': 'kurrentdb-2', 'leader-endpoint-port': '2113' },
  } as never);

const event = { id: '3f0c1a9e-5a55-4c7c-9a4e-0d5c6f7e8a90', type: 'OrderPlaced', data: { n: 1 } };

function storeWith(client: Partial<Record<keyof KurrentDBClient, unknown>>) {
  return new EventStoreDbEventStore(client as unknown as KurrentDBClient);
}

describe('EventStoreDB adapter (fake client)', () => {
  it('retries an append once after a leader change, with the same ids and expected revision', async () => {
    const calls: unknown[][] = [];
    const store = storeWith({
      appendToStream: async (...args: unknown[]) => {
        calls.push(args);
        if (calls.length === 1) throw notLeader();
        return { nextExpectedRevision: 4n, position: { commit: 10n, prepare: 10n } };
      },
    });
    const result = await store.append('order-1', [event], { expectedRevision: 3 });
    expect(result.nextExpectedRevision).toBe(4);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[0][2]).toEqual({ streamState: 3n });
  });

  it('gives up after the second leader change', async () => {
    let calls = 0;
    const store = storeWith({
      appendToStream: async () => {
        calls += 1;
        throw notLeader();
      },
    });
    await expect(store.append('order-1', [event], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
      NotLeaderError,
    );
    expect(calls).toBe(2);
  });

  it('answers an append over the server size limit with AppendTooLargeError', async () => {
    const store = storeWith({
      appendToStream: async () => {
        throw MaxAppendSizeExceededError.fromMaxAppendSize(1_048_576);
      },
    });
    const error = await store.append('order-1', [event], { expectedRevision: 0 }).catch((e) => e);
    expect(error).toBeInstanceOf(AppendTooLargeError);
    expect(error).toMatchObject({
      code: 'EVENT_STORE.APPEND_TOO_LARGE',
      streamId: 'order-1',
      maxAppendBytes: 1_048_576,
    });
  });

  it('asks the server to filter $all reads (types first, else stream prefixes)', async () => {
    const filters: unknown[] = [];
    const store = storeWith({
      readAll: (options: { filter: unknown }) => {
        filters.push(options.filter);
        return (async function* () {})();
      },
    });
    await store.readAllForward({ eventTypes: ['CardScored'], streamPrefixes: ['order-'] });
    await store.readAllForward({ streamPrefixes: ['order-'] });
    expect(filters[0]).toMatchObject({ filterOn: EVENT_TYPE, regex: '^(?:CardScored)$' });
    expect(filters[1]).toMatchObject({ filterOn: STREAM_NAME, prefixes: ['order-'] });
  });
});
