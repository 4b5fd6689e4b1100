// The event store port. Revisions are 0-based JS numbers (a stream tops out far below 2^53);
// positions are opaque strings that compare lexicographically in log order within one store.

export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface EventToAppend {
  /** A UUID derived from the command, so a retried command appends nothing twice. */
  id: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface AppendResult {
  nextExpectedRevision: number;
  position: string;
  /**
   * True when this call wrote the events, false when they were already there (an idempotent retry
   * answered with the original result); unset when the adapter cannot tell. Not enumerable, so it
   * never makes a retry's result differ from the original's.
   */
  written?: boolean;
}

export interface RecordedEvent<Data = unknown, Metadata = Record<string, unknown>> {
  streamId: string;
  revision: number;
  id: string;
  type: string;
  data: Data;
  metadata: Metadata;
  createdAt: Date;
  /** Opaque checkpoint: pass it back as `fromCheckpoint` to continue strictly after this event. */
  position: string;
  /** Human-readable position for auditors; not a checkpoint. */
  globalPosition: string;
}

export interface ReadStreamOptions {
  fromRevision?: number;
  toRevision?: number;
  /** Time travel: only events recorded at or before this instant. */
  until?: Date;
  maxCount?: number;
}

export interface ReadAllOptions {
  fromCheckpoint?: string;
  streamPrefixes?: string[];
  /** Only events of these types (and of the prefixed streams, when both are given); absent, all. */
  eventTypes?: string[];
  maxCount?: number;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where the next page starts; equals the input when nothing was read. */
  checkpoint: string | undefined;
  isEnd: boolean;
}

export interface SubscribeToAllOptions {
  /** Delivery starts strictly after this checkpoint; from the beginning when absent. */
  fromCheckpoint?: string;
  streamPrefixes?: string[];
  /**
   * Only events of these types are delivered (and of the prefixed streams, when both are given);
   * the store filters, so a subscriber of a rare type is not handed every event to skip.
   */
  eventTypes?: string[];
  batchSize?: number;
}

export interface SubscriptionHandlers {
  /** Batches arrive one at a time, in log order; the next waits for this promise (back-pressure). */
  onEvents(batch: RecordedEvent[]): Promise<void>;
  /** The subscription has delivered everything up to the head; may fire again after falling behind. */
  onCaughtUp?(): void;
  /**
   * Filtered subscriptions (eventTypes): the store read up to this checkpoint and had nothing more
   * to deliver, so a subscriber may store it as its position (its next start then does not walk the
   * skipped events again). In order with onEvents, awaited like it; a failure goes to onError and
   * delivery goes on.
   */
  onPassed?(checkpoint: string): Promise<void>;
  /** A failed handler or connection; the subscription retries the same batch with backoff. */
  onError?(error: unknown): void;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface EventStore {
  append(
    streamId: string,
    events: EventToAppend[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  read(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAllForward(options?: ReadAllOptions): Promise<ReadAllResult>;
  /** Checkpoint of the newest event a subscriber can see now; undefined for an empty store. */
  headCheckpoint(): Promise<string | undefined>;
  subscribeToAll(options: SubscribeToAllOptions, handlers: SubscriptionHandlers): Subscription;
  close(): Promise<void>;
}
