import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  jsonEvent,
  type AppendExpectedRevision,
  type Position,
} from '@eventstore/db-client';
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
import { WrongExpectedVersionError } from '../wrong-expected-version.error';
import { decodeEsdbCheckpoint, encodeEsdbCheckpoint } from './eventstoredb-checkpoint';
import { isUserEvent, toRecordedEvent } from './eventstoredb-event.mapper';
import { EsdbSubscription } from './eventstoredb-subscription';

const PAGE = 500;

const matchesPrefix = (streamId: string, prefixes: string[]) =>
  prefixes.length === 0 || prefixes.some((p) => streamId.startsWith(p));

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<Subscription>();

  /** url: e.g. esdb://localhost:2113?tls=false */
  constructor(url: string) {
    this.client = EventStoreDBClient.connectionString(url);
  }

  async append(
    streamId: string,
    events: EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) =>
          jsonEvent({ id: e.id, type: e.type, data: e.data as never, metadata: e.metadata ?? {} }),
        ),
        { expectedRevision: toEsdbExpected(options.expectedRevision) },
      );
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: result.position ? encodeEsdbCheckpoint(result.position) : '',
      };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
        throw new WrongExpectedVersionError(streamId, options.expectedRevision, actual);
      }
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
        if (events.length >= limit) {
          await reading.cancel();
          break;
        }
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAllForward(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const maxCount = options.maxCount ?? 1000;
    const prefixes = options.streamPrefixes ?? [];
    const types = options.eventTypes?.length ? new Set(options.eventTypes) : undefined;
    const events: RecordedEvent[] = [];
    let checkpoint = options.fromCheckpoint;
    let from: Position | undefined = checkpoint ? decodeEsdbCheckpoint(checkpoint) : undefined;
    // readAll in client 6 has no server-side filter and includes its start position: page and filter here.
    for (;;) {
      let raw = 0;
      const page = this.client.readAll({
        direction: FORWARDS,
        fromPosition: from ?? START,
        maxCount: PAGE + 1,
      });
      for await (const resolved of page) {
        raw += 1;
        const position = resolved.event?.position;
        if (!position || (from && position.commit === from.commit && position.prepare === from.prepare))
          continue;
        from = position;
        if (!isUserEvent(resolved) || !matchesPrefix(resolved.event!.streamId, prefixes)) continue;
        if (types && !types.has(resolved.event!.type)) continue;
        events.push(toRecordedEvent(resolved));
        checkpoint = encodeEsdbCheckpoint(position);
        if (events.length >= maxCount) {
          await page.cancel();
          return { events, checkpoint, isEnd: false };
        }
      }
      if (raw < PAGE + 1) return { events, checkpoint, isEnd: true };
    }
  }

  async headCheckpoint(): Promise<string | undefined> {
    let from: Position | undefined;
    for (;;) {
      let raw = 0;
      const page = this.client.readAll({ direction: BACKWARDS, fromPosition: from ?? END, maxCount: PAGE });
      for await (const resolved of page) {
        raw += 1;
        const position = resolved.event?.position;
        if (!position) continue;
        from = position;
        if (isUserEvent(resolved)) {
          await page.cancel();
          return encodeEsdbCheckpoint(position);
        }
      }
      if (raw < PAGE) return undefined;
    }
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
