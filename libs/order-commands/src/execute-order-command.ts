import {
  decide,
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
import { eventIdFor } from './order-event-ids';
import { readOrderHistory, toOrderEvent } from './order-history';

export interface OrderCommandContext {
  orderId: string;
  /** Event ids derive from it: the same command id never appends twice. */
  commandId: string;
  actor: Actor;
  correlationId: string;
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

export type OrderCommandBuilder = (state: OrderState, now: string) => OrderCommandBody;

const MAX_ATTEMPTS = 8;

/**
 * Load the order's stream → fold → decide → append at the revision read, for processes without the
 * api's Nest executor (the worker's deadline jobs and refund dispatcher). A lost race is decided
 * again on the newer state; decide's refusals (DomainError) propagate unchanged.
 */
export async function executeOrderCommand(
  store: EventStore,
  context: OrderCommandContext,
  build: OrderCommandBuilder,
  clock: () => Date = () => new Date(),
): Promise<OrderCommandOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptOnce(store, context, build, clock);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

async function attemptOnce(
  store: EventStore,
  context: OrderCommandContext,
  build: OrderCommandBuilder,
  clock: () => Date,
): Promise<OrderCommandOutcome> {
  const history = await readOrderHistory(store, context.orderId);
  const firstId = eventIdFor(context.commandId, 0);
  const seen = history.recorded.findIndex((e) => e.id === firstId);
  if (seen >= 0) {
    const upTo = history.recorded.slice(0, seen + 1).map(toOrderEvent);
    const state = foldOrder(upTo.filter((e): e is OrderEvent => e !== null));
    return { orderId: context.orderId, revision: history.revision, events: [], replayed: true, state };
  }
  const state = foldOrder(history.events);
  const now = clock().toISOString();
  const command = { ...build(state, now), metadata: { now, actor: context.actor } } as OrderCommand;
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
  return {
    orderId: context.orderId,
    revision: result.nextExpectedRevision,
    events,
    replayed: false,
    state: foldOrder(events, state),
  };
}
