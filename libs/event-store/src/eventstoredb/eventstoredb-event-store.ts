import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  MaxAppendSizeExceededError,
  NO_STREAM,
  NotLeaderError,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  jsonEvent,
  type AppendStreamState,
  type KurrentDBClient,
  type Position,
} from '@kurrent/kurrentdb-client';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadAllResult,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  SubscriptionHandlers,
} from '../event-store.port';
import { AppendTooLargeError } from '../append-too-large.error';
import { WrongExpectedVersionError } from '../wrong-expected-version.error';
import { decodeEsdbCheckpoint, encodeEsdbCheckpoint } from './eventstoredb-checkpoint';
import { isUserEvent, toRecordedEvent } from './eventstoredb-event.mapper';
import { matchesPrefix, serverFilter } from './eventstoredb-filter';
import { EsdbSubscription } from './eventstoredb-subscription';
import { connectKurrentDb } from './kurrentdb-connection';

const PAGE = 500;

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

const samePosition = (a: Position, b: Position | undefined) =>
  b !== undefined && a.commit === b.commit && a.prepare === b.prepare;

export class EventStoreDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<Subscription>();

  /** connectionString: e.g. kurrentdb://localhost:2113?tls=false; a client is passed by unit tests. */
  constructor(connection: string | KurrentDBClient) {
    this.client = typeof connection === 'string' ? connectKurrentDb(connection) : connection;
  }

  async append(
    streamId: string,
    events: EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const write = () =>
      this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({ id: e.id, type: e.type, data: e.data as never, metadata: e.metadata ?? {} }),
        ),
        { streamState: toStreamState(options.expectedRevision) },
      );
    try {
      let result;
      try {
        result = await write();
      } catch (error) {
        // A node that lost leadership refuses before writing, and the client reconnects to the leader
        // it names; the same ids and expected revision make the one retry idempotent even if it did.
        if (!(error instanceof NotLeaderError)) throw error;
        result = await write();
      }
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: result.position ? encodeEsdbCheckpoint(result.position) : '',
      };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
        throw new WrongExpectedVersionError(streamId, options.expectedRevision, actual);
      }
      if (error instanceof MaxAppendSizeExceededError)
        throw new AppendTooLargeError(streamId, events.length, error.maxAppendSize, error);
      throw error;
    }
  }

  async read(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = options.fromRevision ?? 0;
    const span = options.toRevision === undefined ? undefined : options.toRevision - from + 1;
    if (span !== undefined && span <= 0) return [];
    const limit = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    const events: RecordedEvent[] = [];
    try {
      const reading = this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: BigInt(from),
        ...(span !== undefined ? { maxCount: span } : {}),
      });
      for await (const resolved of reading) {
        const event = toRecordedEvent(resolved);
        // "until" is a filter on the recorded time, exactly like the PostgreSQL adapter's WHERE.
        if (options.until && event.createdAt.getTime() > options.until.getTime()) continue;
        events.push(event);
        if (events.length >= limit) break; // leaving the loop ends the client's read
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAllForward(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const maxCount = options.maxCount ?? 1000;
    const prefixes = options.streamPrefixes;
    const events: RecordedEvent[] = [];
    let checkpoint = options.fromCheckpoint;
    let from: Position | undefined = checkpoint ? decodeEsdbCheckpoint(checkpoint) : undefined;
    // The server filters (types, else prefixes, else system events), so a rare type is not found by
    // paging all of $all here. A read includes its start position, and a page of PAGE + 1 filtered
    // events is short only at the end of $all.
    const filter = serverFilter(options);
    for (;;) {
      let raw = 0;
      const page = this.client.readAll({
        direction: FORWARDS,
        fromPosition: from ?? START,
        maxCount: PAGE + 1,
        filter,
      });
      for await (const resolved of page) {
        raw += 1;
        const position = resolved.event?.position;
        if (!position || samePosition(position, from)) continue;
        from = position;
        if (!isUserEvent(resolved) || !matchesPrefix(resolved.event!.streamId, prefixes)) continue;
        events.push(toRecordedEvent(resolved));
        checkpoint = encodeEsdbCheckpoint(position);
        if (events.length >= maxCount) return { events, checkpoint, isEnd: false };
      }
      if (raw < PAGE + 1) return { events, checkpoint, isEnd: true };
    }
  }

  async headCheckpoint(): Promise<string | undefined> {
    // Backwards without system events: the first event read is the newest a subscriber can see.
    for await (const resolved of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: PAGE,
      filter: serverFilter({}),
    })) {
      const position = resolved.event?.position;
      if (position && isUserEvent(resolved)) return encodeEsdbCheckpoint(position);
    }
    return undefined;
  }

  subscribeToAll(options: SubscribeToAllOptions, handlers: SubscriptionHandlers): Subscription {
    const inner = new EsdbSubscription(
      this.client,
      { ...options, batchSize: options.batchSize ?? 500 },
      handlers,
    );
    const subscription: Subscription = {
      close: async () => {
        this.subscriptions.delete(subscription);
        await inner.close();
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    await this.client.dispose();
  }
}
