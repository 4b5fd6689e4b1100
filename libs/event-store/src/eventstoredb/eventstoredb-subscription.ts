import {
  START,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type KurrentDBClient,
  type Position,
} from '@kurrent/kurrentdb-client';
import type {
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
  SubscriptionHandlers,
} from '../event-store.port';
import { decodeEsdbCheckpoint, encodeEsdbCheckpoint } from './eventstoredb-checkpoint';
import { isUserEvent, toRecordedEvent } from './eventstoredb-event.mapper';
import { matchesPrefix, serverFilter } from './eventstoredb-filter';
import { callSafely, reportSubscriptionError } from '../subscription-callbacks';

const isAfter = (a: Position, b: Position) =>
  a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

type Marker = { kind: 'caughtUp' } | { kind: 'passed'; position: Position };
type Item = { kind: 'event'; event: RecordedEvent } | Marker;

const HIGH_WATER = 2_000;
const RESUBSCRIBE_MIN_MS = 250;
const RESUBSCRIBE_MAX_MS = 10_000;

/**
 * Wraps the client's catch-up subscription: events, caught-up and checkpoints go through one queue in
 * the order the server sent them, so onCaughtUp and onPassed fire only after the events before them
 * were handled. The client does not resubscribe after a drop (error, end or close); this does, from
 * the last position whose events were all received.
 *
 * Why markers are held back: the client's Subscription is a Transform. While this wrapper has paused
 * it (back-pressure at `highWater` queued events), events it already converted wait in its readable
 * buffer, yet it emits caughtUp and calls checkpointReached the moment their gRPC message arrives. So a
 * marker belongs after the events still in that buffer (`readableLength`); it is queued once that
 * many more have come through 'data', and a drop before then discards it.
 */
export class EsdbSubscription implements Subscription {
  private readonly queue: Item[] = [];
  /** Where a resubscription starts: the last event received, or a checkpoint placed after it. */
  private last: Position | undefined;
  private stream: AllStreamSubscription | undefined;
  /** Events taken from the current client stream, and markers waiting for its buffered events. */
  private received = 0;
  private held: { after: number; marker: Marker }[] = [];
  private closed = false;
  private draining: Promise<void> | undefined;
  private resubscribeDelay = RESUBSCRIBE_MIN_MS;
  private resubscribeTimer: NodeJS.Timeout | undefined;
  private wakeRetry: (() => void) | undefined;

  private readonly streamPrefixes: string[] | undefined;
  private readonly eventTypes: string[] | undefined;
  private readonly batchSize: number;
  private readonly highWater: number;

  constructor(
    private readonly client: KurrentDBClient,
    options: SubscribeToAllOptions & { batchSize: number; highWater?: number },
    private readonly handlers: SubscriptionHandlers,
  ) {
    this.last = options.fromCheckpoint ? decodeEsdbCheckpoint(options.fromCheckpoint) : undefined;
    this.streamPrefixes = options.streamPrefixes;
    this.eventTypes = options.eventTypes;
    this.batchSize = options.batchSize;
    this.highWater = options.highWater ?? HIGH_WATER;
    this.open();
  }

  /** Stops delivery and resolves once the handler that is running (if any) has returned. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.resubscribeTimer);
    this.wakeRetry?.();
    const stream = this.stream;
    this.stream = undefined;
    await stream?.unsubscribe().catch(() => undefined);
    await this.draining;
  }

  private open(): void {
    this.received = 0;
    this.held = [];
    // The server filters on event types (reporting checkpoints while it skips), else stream prefixes.
    const filter = serverFilter(
      { streamPrefixes: this.streamPrefixes, eventTypes: this.eventTypes },
      this.eventTypes?.length ? (from, position) => this.mark(from, { kind: 'passed', position }) : undefined,
    );
    const stream = this.client.subscribeToAll({ fromPosition: this.last ?? START, filter });
    this.stream = stream;
    stream.on('data', (resolved: AllStreamResolvedEvent) => this.receive(stream, resolved));
    stream.on('caughtUp', () => this.mark(stream, { kind: 'caughtUp' }));
    stream.on('error', (error: unknown) => this.dropped(stream, error));
    stream.on('end', () => this.dropped(stream, new Error('event store subscription ended by the server')));
    stream.on('close', () => this.dropped(stream, new Error('event store subscription closed')));
  }

  private receive(stream: AllStreamSubscription, resolved: AllStreamResolvedEvent): void {
    if (stream !== this.stream) return;
    this.received += 1;
    const position = resolved.event?.position;
    if (position) {
      if (!this.last || isAfter(position, this.last)) this.last = position;
      if (isUserEvent(resolved) && matchesPrefix(resolved.event!.streamId, this.streamPrefixes))
        this.queue.push({ kind: 'event', event: toRecordedEvent(resolved) });
    }
    while (this.held.length > 0 && this.held[0].after <= this.received) this.place(this.held.shift()!.marker);
    if (this.queue.length >= this.highWater) stream.pause();
    this.drain();
  }

  /** A marker arrives with events still ahead of it in the client's buffer: it waits for them. */
  private mark(stream: AllStreamSubscription, marker: Marker): void {
    if (stream !== this.stream) return;
    const after = this.received + (stream.readableLength ?? 0);
    if (after > this.received || this.held.length > 0) this.held.push({ after, marker });
    else this.place(marker);
    this.drain();
  }

  private place(marker: Marker): void {
    if (marker.kind === 'passed') {
      // Never backwards: resubscribing from an older position would deliver events again.
      if (this.last && !isAfter(marker.position, this.last)) return;
      this.last = marker.position;
    }
    this.queue.push(marker);
  }

  private dropped(stream: AllStreamSubscription, error: unknown): void {
    if (this.closed || this.stream !== stream) return;
    this.report(error);
    this.stream = undefined;
    void stream.unsubscribe().catch(() => undefined);
    this.resubscribeTimer = setTimeout(() => !this.closed && this.open(), this.resubscribeDelay);
    this.resubscribeDelay = Math.min(this.resubscribeDelay * 2, RESUBSCRIBE_MAX_MS);
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
        callSafely(() => this.handlers.onCaughtUp?.());
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
        batch.push((this.queue.shift() as Extract<Item, { kind: 'event' }>).event);
      }
      await this.deliver(batch);
      if (this.queue.length < this.highWater / 2) this.stream?.resume();
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
      await new Promise<void>((resolve) => {
        this.wakeRetry = resolve;
        setTimeout(resolve, delay);
      });
      this.wakeRetry = undefined;
      delay = Math.min(delay * 2, RESUBSCRIBE_MAX_MS);
    }
  }

  private report(error: unknown): void {
    reportSubscriptionError(this.handlers, error);
  }
}
