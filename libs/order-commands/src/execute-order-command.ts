import {
  decide,
  decodeOrderEvent,
  foldOrder,
  gradingOrderStream,
  ORDER_EVENT_SCHEMA_VERSION,
  type Actor,
  type OrderCommand,
  type OrderCommandOf,
  type OrderCommandType,
  type OrderEvent,
  type OrderState,
} from '@slabworks/domain';
import { WrongExpectedVersionError, type EventStore } from '@slabworks/event-store';
import type { Clock } from './clock';
import { eventIdFor } from './order-event-ids';
import { readOrderHistory, toOrderEvent, type OrderHistory } from './order-history';
import type { FoldedOrder, OrderStateCache } from './order-state-cache';

export interface OrderCommandContext {
  orderId: string;
  /** Event ids derive from it: the same command id never appends twice. */
  commandId: string;
  actor: Actor;
  correlationId: string;
  /** From If-Match: refuse unless the stream is exactly at this revision (no retry on a lost race). */
  expectedRevision?: number;
}

export interface OrderCommandOutcome {
  orderId: string;
  revision: number;
  events: OrderEvent[];
  /** True when this command id had already been applied: nothing was appended this time. */
  replayed: boolean;
  state: OrderState;
}

export type OrderCommandBody = {
  [T in OrderCommandType]: Omit<OrderCommandOf<T>, 'metadata'>;
}[OrderCommandType];

/** Builds the domain command from the folded state; time comes in here, never inside decide. */
export type OrderCommandBuilder = (
  state: OrderState,
  now: string,
) => OrderCommandBody | Promise<OrderCommandBody>;

export interface ExecuteOptions {
  clock?: Clock;
  maxAttempts?: number;
  /** Runs on the folded state before deciding, e.g. to hide another member's order (throw). */
  authorize?: (state: OrderState) => void;
  /** Folded orders kept between commands: only events past the cached revision are read. */
  cache?: OrderStateCache;
  /**
   * Decide on the cached order without reading the stream first (one round trip fewer). Safe because
   * the append is conditional on the revision: if another process appended meanwhile it is refused
   * and the command is decided again on a fresh read; a refusal decided on the cached state is
   * checked again on a fresh read too (the newer state may allow it).
   */
  trustCache?: boolean;
  /** The caller has just minted this order id (no stream can exist): the first attempt reads nothing. */
  newOrder?: boolean;
}

/** The stream is not at the revision the caller read (If-Match), so nothing was appended. */
export class StaleOrderRevisionError extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`order is at revision ${actual}, not ${expected}`);
  }
}

/**
 * The one command pipeline, for the api and the worker alike: load the order's stream → fold →
 * decide → append at the revision read. A stream holding an event this code cannot decode is refused
 * (UndecodableOrderEventError) before anything is decided. A lost race is decided again on the newer state (unless the
 * caller pinned a revision); decide's refusals (DomainError) propagate unchanged.
 */
export async function executeOrderCommand(
  store: EventStore,
  context: OrderCommandContext,
  build: OrderCommandBuilder,
  options: ExecuteOptions = {},
): Promise<OrderCommandOutcome> {
  const maxAttempts = options.maxAttempts ?? 8;
  for (let attempt = 1; ; attempt += 1) {
    // Only the first attempt may skip the read; after any refusal the stream is read.
    const unread = attempt === 1 ? unreadFold(context, options) : undefined;
    try {
      return await attemptOnce(store, context, build, options, unread);
    } catch (error) {
      if (unread && !(error instanceof WrongExpectedVersionError)) continue;
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = typeof error.actual === 'number' ? error.actual : -1;
      if (context.expectedRevision !== undefined)
        throw new StaleOrderRevisionError(context.expectedRevision, actual);
      if (attempt >= maxAttempts) throw error;
    }
  }
}

/** The order as the first attempt may decide on it without a read, or undefined to read. */
function unreadFold(context: OrderCommandContext, options: ExecuteOptions): FoldedOrder | undefined {
  const cached = options.trustCache ? options.cache?.get(context.orderId) : undefined;
  if (cached && (context.expectedRevision ?? cached.revision) === cached.revision) return cached;
  if (options.newOrder && !cached) return { revision: -1, state: foldOrder([]), eventIds: new Set() };
  return undefined;
}

async function attemptOnce(
  store: EventStore,
  context: OrderCommandContext,
  build: OrderCommandBuilder,
  options: ExecuteOptions,
  unread?: FoldedOrder,
): Promise<OrderCommandOutcome> {
  const folded = unread ?? (await foldCurrent(store, context.orderId, options.cache));
  // A retried command: answer from the full history (rare, so it is read again).
  if (folded.eventIds.has(eventIdFor(context.commandId, 0)))
    return replay(context, await readOrderHistory(store, context.orderId));
  const { state } = folded;
  const history = { revision: folded.revision };
  options.authorize?.(state);
  if (context.expectedRevision !== undefined && context.expectedRevision !== history.revision) {
    throw new StaleOrderRevisionError(context.expectedRevision, history.revision);
  }
  const now = (options.clock?.() ?? new Date()).toISOString();
  const command = { ...(await build(state, now)), metadata: { now, actor: context.actor } } as OrderCommand;
  const events = decide(command, state);
  const metadata = {
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.commandId,
    occurredAt: now,
    schemaVersion: ORDER_EVENT_SCHEMA_VERSION,
  };
  const result = await store.append(
    gradingOrderStream(context.orderId),
    events.map((event, i) => ({
      id: eventIdFor(context.commandId, i),
      type: event.type,
      data: event.data,
      metadata,
    })),
    { expectedRevision: history.revision < 0 ? 'no_stream' : history.revision },
  );
  const after = foldOrder(events, state);
  // Cached only when this call wrote the events: an idempotent retry may have kept another process's
  // events for this command id (decided at another instant, maybe on other input), and a store that
  // cannot tell leaves `written` unset. What is cached is folded from the events as the store keeps
  // them (JSON), so it equals what a read would fold.
  if (options.cache && result.written === true) {
    const stored = events.map((event) =>
      decodeOrderEvent({
        type: event.type,
        schemaVersion: ORDER_EVENT_SCHEMA_VERSION,
        data: asStored(event.data),
      }),
    );
    if (stored.every((decoded) => decoded.ok))
      options.cache.set(context.orderId, {
        revision: result.nextExpectedRevision,
        state: foldOrder(
          stored.map((decoded) => (decoded as { event: OrderEvent }).event),
          state,
        ),
        eventIds: new Set([...folded.eventIds, ...events.map((_, i) => eventIdFor(context.commandId, i))]),
      });
  }
  return {
    orderId: context.orderId,
    revision: result.nextExpectedRevision,
    events,
    replayed: false,
    state: after,
  };
}

const asStored = (data: unknown): unknown => JSON.parse(JSON.stringify(data ?? null));

/** The order folded up to its last event: from the cache plus what came after, or read whole. */
async function foldCurrent(
  store: EventStore,
  orderId: string,
  cache?: OrderStateCache,
): Promise<FoldedOrder> {
  const cached = cache?.get(orderId);
  const newer = await readOrderHistory(store, orderId, cached ? { fromRevision: cached.revision + 1 } : {});
  if (cached && newer.recorded.length === 0) return cached;
  const folded: FoldedOrder = {
    revision: newer.recorded.length ? newer.revision : -1,
    state: foldOrder(newer.events, cached?.state),
    eventIds: new Set([...(cached?.eventIds ?? []), ...newer.recorded.map((e) => e.id)]),
  };
  cache?.set(orderId, folded);
  return folded;
}

/** The command was applied before: answer with what it appended and the state right after it. */
function replay(context: OrderCommandContext, history: OrderHistory): OrderCommandOutcome {
  const ids = new Set(history.recorded.map((_, i) => eventIdFor(context.commandId, i)));
  const mine = history.recorded.filter((e) => ids.has(e.id));
  const last = mine[mine.length - 1]!;
  return {
    orderId: context.orderId,
    revision: last.revision,
    events: mine.map(toOrderEvent),
    replayed: true,
    state: foldOrder(history.events.slice(0, last.revision + 1)),
  };
}
