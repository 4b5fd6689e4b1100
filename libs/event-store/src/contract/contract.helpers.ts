import { randomUUID } from 'node:crypto';
import type { EventStore, EventToAppend, RecordedEvent, Subscription } from '../event-store.port';

export { waitFor } from '@slabworks/testing';

export interface ContractContext {
  store: EventStore;
  /** Prefix of every stream the current test creates. */
  run: string;
}

/** An append whose transaction took its place in the log but has not committed yet. */
export interface HeldAppend {
  commit(): Promise<void>;
}

export interface EventStoreContractFactory {
  /** One store for the whole suite; every test uses stream ids of its own. */
  create(): Promise<EventStore>;
  dispose?(): Promise<void>;
  /** Adapters whose writers can commit out of log order (PostgreSQL) prove they never skip one. */
  beginHeldAppend?(streamId: string, events: EventToAppend[]): Promise<HeldAppend>;
}

export type StreamName = (label: string) => string;

export const event = (type = 'Happened', data: Record<string, unknown> = {}): EventToAppend => ({
  id: randomUUID(),
  type,
  data: { ...data, at: 'test' },
});

export const eventsFor = (count: number, metadata?: Record<string, unknown>): EventToAppend[] =>
  Array.from({ length: count }, (_, i) => ({
    ...event(`Step${i}`, { i }),
    ...(metadata ? { metadata } : {}),
  }));

export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Records what a subscription delivers, in order, with caught-up markers between batches. */
export class Recorder {
  readonly events: RecordedEvent[] = [];
  readonly timeline: string[] = [];
  readonly errors: unknown[] = [];
  caughtUp = 0;
  active = 0;
  maxActive = 0;
  subscription: Subscription | undefined;

  constructor(private readonly delayMs = 0) {}

  readonly handlers = {
    onEvents: async (batch: RecordedEvent[]) => {
      this.active += 1;
      this.maxActive = Math.max(this.maxActive, this.active);
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      this.events.push(...batch);
      this.timeline.push(...batch.map((e) => e.id));
      this.active -= 1;
    },
    onCaughtUp: () => {
      this.caughtUp += 1;
      this.timeline.push('caught-up');
    },
    onError: (error: unknown) => {
      this.errors.push(error);
    },
  };

  ids(): string[] {
    return this.events.map((e) => e.id);
  }
}
