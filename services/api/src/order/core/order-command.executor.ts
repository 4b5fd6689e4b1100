import { Inject, Injectable } from '@nestjs/common';
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
import { ApiException } from '../../errors/api.exception';
import { EVENT_STORE } from '../../event-store/event-store.module';
import { asFieldErrors } from './domain-refusal';
import { readOrderHistory, toOrderEvent, type OrderHistory } from './order-history';
import { eventIdFor } from './order-ids';
import { staleRevision } from './stale-revision';

export interface OrderCommandContext {
  orderId: string;
  /** Event ids derive from it: the same command id never appends twice. */
  commandId: string;
  actor: Actor;
  correlationId: string;
  /** From If-Match: refuse with 412 unless the stream is exactly at this revision. */
  expectedRevision?: number;
}

export interface OrderCommandResult {
  orderId: string;
  revision: number;
  events: string[];
  /** True when this command id had already been applied: nothing was appended this time. */
  replayed: boolean;
  state: OrderState;
}

/** A domain command without metadata: the executor adds the clock and the actor. */
export type OrderCommandBody = {
  [T in OrderCommandType]: Omit<OrderCommandOf<T>, 'metadata'>;
}[OrderCommandType];

/** Builds the domain command from the folded state; time comes in here, never inside decide. */
export type CommandBuilder = (state: OrderState, now: string) => OrderCommandBody | Promise<OrderCommandBody>;

const MAX_ATTEMPTS = 5;

/** Load the order's stream → fold → decide → append at the revision read (design: architecture.md). */
@Injectable()
export class OrderCommandExecutor {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(context: OrderCommandContext, build: CommandBuilder): Promise<OrderCommandResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.attempt(context, build);
      } catch (error) {
        // Without If-Match a lost race is simply decided again on the newer state (decide re-checks).
        const retry = error instanceof WrongExpectedVersionError && context.expectedRevision === undefined;
        if (!retry || attempt >= MAX_ATTEMPTS) throw this.answer(error, context);
      }
    }
  }

  private async attempt(context: OrderCommandContext, build: CommandBuilder): Promise<OrderCommandResult> {
    const history = await readOrderHistory(this.store, context.orderId);
    const firstId = eventIdFor(context.commandId, 0);
    if (history.recorded.some((e) => e.id === firstId)) return this.replay(context, history);
    const state = foldOrder(history.events);
    // Another member's order does not exist as far as this member can tell (404, not 403).
    const { actor } = context;
    if (actor.role === 'MEMBER' && state.memberId !== null && state.memberId !== actor.id) {
      throw ApiException.notFound('ORDER.NOT_FOUND');
    }
    if (context.expectedRevision !== undefined && context.expectedRevision !== history.revision) {
      throw staleRevision(context.expectedRevision, history.revision);
    }
    const now = new Date().toISOString();
    const command = await build(state, now);
    const events = decide({ ...command, metadata: { now, actor: context.actor } } as OrderCommand, state);
    const metadata = {
      actor: context.actor,
      correlationId: context.correlationId,
      causationId: context.commandId,
      occurredAt: now,
      schemaVersion: ORDER_EVENT_SCHEMA_VERSION,
    };
    const result = await this.store.append(
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
      events: events.map((e) => e.type),
      replayed: false,
      state: foldOrder(events, state),
    };
  }

  private replay(context: OrderCommandContext, history: OrderHistory): OrderCommandResult {
    const ids = new Set(history.recorded.map((_, i) => eventIdFor(context.commandId, i)));
    const mine = history.recorded.filter((e) => ids.has(e.id));
    const last = mine[mine.length - 1]!;
    const upTo = history.recorded.filter((e) => e.revision <= last.revision).map(toOrderEvent);
    return {
      orderId: context.orderId,
      revision: last.revision,
      events: mine.map((e) => e.type),
      replayed: true,
      state: foldOrder(upTo.filter((e): e is OrderEvent => e !== null)),
    };
  }

  private answer(error: unknown, context: OrderCommandContext): unknown {
    if (error instanceof WrongExpectedVersionError) {
      const actual = typeof error.actual === 'number' ? error.actual : -1;
      return staleRevision(context.expectedRevision ?? actual, actual);
    }
    return asFieldErrors(error);
  }
}
