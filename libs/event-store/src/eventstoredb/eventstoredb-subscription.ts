import {
  START,
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type EventStoreDBClient,
  type Filter,
  type Position,
} from '@eventstore/db-client';
import type {
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  SubscriptionHandlers,
} from '../event-store.port';
import { decodeEsdbCheckpoint, encodeEsdbCheckpoint } from './eventstoredb-checkpoint';
import { isUserEvent, toRecordedEvent } from './eventstoredb-event.mapper';

/** A .NET regex matching exactly these names (the server's filter is a regex or name prefixes). */
const exactlyOneOf = (names: string[]) =>
  `^(?:${names.map((n) => n.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})$`;

/** Stream ids are checked here when the server filtered on event types. */
const wanted = (streamId: string, prefixes: string[] | undefined) =>
  !prefixes?.length || prefixes.some((p) => streamId.startsWith(p));

const isAfter = (a: Position, b: Position) =>
  a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

type Item =
  { kind: 'event'; event: RecordedEvent } | { kind: 'caughtUp' } | { kind: 'passed'; position: Position };

const HIGH_WATER = 2_000;
const CHECKPOINT_INTERVAL = 32;
const RESUBSCRIBE_MIN_MS = 250;
const RESUBSCRIBE_MAX_MS = 10_000;

/**
 * Wraps the client's catch-up subscription: events and the caught-up signal go through one queue, so
 * onCaughtUp fires only after the events before it were handled. The client does not resubscribe
 * after a drop; this does, from the last position received.
 */
export class EsdbSubscription implements Subscription {
  private readonly queue: Item[] = [];
  private last: Position | undefined;
  private stream: AllStreamSubscription | undefined;
  private closed = false;
  private draining: Promise<void> | undefined;
  private resubscribeDelay = RESUBSCRIBE_MIN_MS;
  private resubscribeTimer: NodeJS.Timeout | undefined;

  private readonly streamPrefixes: string[] | undefined;
  private readonly eventTypes: string[] | undefined;
  private readonly batchSize: number;

  constructor(
    private readonly client: EventStoreDBClient,
    options: SubscribeToAllOptions & { batchSize: number },
    private readonly handlers: SubscriptionHandlers,
  ) {
    this.last = options.fromCheckpoint ? decodeEsdbCheckpoint(options.fromCheckpoint) : undefined;
    this.streamPrefixes = options.streamPrefixes;
    this.eventTypes = options.eventTypes;
    this.batchSize = options.batchSize;
    this.open();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.resubscribeTimer);
    await this.stream?.unsubscribe().catch(() => undefined);
  }

  private open(): void {
    const stream = this.client.subscribeToAll({ fromPosition: this.last ?? START, filter: this.filter() });
    this.stream = stream;
    stream.on('data', (resolved: AllStreamResolvedEvent) => {
      if (!resolved.event?.position) return;
      this.last = resolved.event.position;
      if (!isUserEvent(resolved) || !wanted(resolved.event.streamId, this.streamPrefixes)) return;
      this.queue.push({ kind: 'event', event: toRecordedEvent(resolved) });
      if (this.queue.length >= HIGH_WATER) stream.pause();
      this.drain();
    });
    stream.on('caughtUp', () => {
      this.queue.push({ kind: 'caughtUp' });
      this.drain();
    });
    stream.on('error', (error) => {
      if (this.closed || this.stream !== stream) return;
      this.report(error);
      this.stream = undefined;
      void stream.unsubscribe().catch(() => undefined);
      this.resubscribeTimer = setTimeout(() => !this.closed && this.open(), this.resubscribeDelay);
      this.resubscribeDelay = Math.min(this.resubscribeDelay * 2, RESUBSCRIBE_MAX_MS);
    });
  }

  /**
   * The server filters on one thing: the event types when given (a rare type is then found without
   * sending every event; the stream prefixes are checked here), else the stream prefixes. Each
   * checkpoint the server reports while it skips events moves the resubscription's start past them.
   */
  private filter(): Filter {
    // Queued behind the events received before it, so the subscriber stores it only after those.
    // Never backwards: resubscribing from an older position would deliver events again.
    const checkpointReached = (_: unknown, position: Position) => {
      if (this.last && !isAfter(position, this.last)) return;
      this.last = position;
      this.queue.push({ kind: 'passed', position });
      this.drain();
    };
    if (this.eventTypes?.length)
      return eventTypeFilter({
        regex: exactlyOneOf(this.eventTypes),
        checkpointReached,
        // A multiplier of the server's search window (32 events): a checkpoint per ~1,000 skipped,
        // each one a statement for the subscriber that stores it.
        checkpointInterval: CHECKPOINT_INTERVAL,
      });
    if (this.streamPrefixes?.length) return streamNameFilter({ prefixes: this.streamPrefixes });
    return excludeSystemEvents();
  }

  private drain(): void {
    this.draining ??= this.processQueue().finally(() => (this.draining = undefined));
  }

  private async processQueue(): Promise<void> {
    while (!this.closed && this.queue.length > 0) {
      const first = this.queue[0];
      if (first.kind === 'caughtUp') {
        this.queue.shift();
        this.resubscribeDelay = RESUBSCRIBE_MIN_MS;
        this.safely(() => this.handlers.onCaughtUp?.());
        continue;
      }
      if (first.kind === 'passed') {
        this.queue.shift();
        try {
          await this.handlers.onPassed?.(encodeEsdbCheckpoint(first.position));
        } catch (error) {
          this.report(error);
        }
        continue;
      }
      const batch: RecordedEvent[] = [];
      while (batch.length < this.batchSize && this.queue[0]?.kind === 'event') {
        batch.push((this.queue[0] as Extract<Item, { kind: 'event' }>).event);
        this.queue.shift();
      }
      await this.deliver(batch);
      if (this.queue.length < HIGH_WATER / 2) this.stream?.resume();
    }
  }

  private async deliver(batch: RecordedEvent[]): Promise<void> {
    let delay = RESUBSCRIBE_MIN_MS;
    while (!this.closed) {
      try {
        await this.handlers.onEvents(batch);
        return;
      } catch (error) {
        this.report(error);
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, RESUBSCRIBE_MAX_MS);
    }
  }

  private report(error: unknown): void {
    if (this.handlers.onError) this.safely(() => this.handlers.onError?.(error));
    else console.error('event store subscription error', error);
  }

  private safely(call: () => void): void {
    try {
      call();
    } catch (error) {
      console.error('event store subscription callback failed', error);
    }
  }
}
