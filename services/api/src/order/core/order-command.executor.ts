import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { EventStore } from '@slabworks/event-store';
import {
  executeOrderCommand,
  OrderStateCache,
  type OrderCommandBody,
  StaleOrderRevisionError,
  UndecodableOrderEventError,
  type OrderCommandBuilder,
  type OrderCommandContext,
} from '@slabworks/order-commands';
import { WrongExpectedVersionError } from '@slabworks/event-store';
import type { OrderState } from '@slabworks/domain';
import { ApiException } from '../../errors';
import { EVENT_STORE } from '../../event-store';
import { asFieldErrors } from './domain-refusal';
import { staleRevision } from './stale-revision';

export type { OrderCommandBody, OrderCommandContext } from '@slabworks/order-commands';
export type CommandBuilder = OrderCommandBuilder;
/** A command known up front, or one built from the folded state (PlaceOrder prices, SaveDraft checks). */
export type OrderCommandInput = OrderCommandBody | CommandBuilder;

export interface OrderCommandResult {
  orderId: string;
  revision: number;
  events: string[];
  /** True when this command id had already been applied: nothing was appended this time. */
  replayed: boolean;
  state: OrderState;
}

const MAX_ATTEMPTS = 5;

/**
 * The api's only way to run an order command (controllers and the payment services alike): the one
 * pipeline of libs/order-commands (the worker calls it directly) plus the api's authorization and
 * error answers. There is no CommandBus and no handler per command: decide dispatches on the type.
 */
@Injectable()
export class OrderCommandExecutor {
  private readonly logger = new Logger('OrderCommands');
  // Folded orders of this process: a command reads only the events past the cached revision.
  private readonly folded = new OrderStateCache();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** `newOrder`: the caller has just minted context.orderId, so there is no stream to read. */
  async execute(
    context: OrderCommandContext,
    command: OrderCommandInput,
    { newOrder = false }: { newOrder?: boolean } = {},
  ): Promise<OrderCommandResult> {
    const build: CommandBuilder = typeof command === 'function' ? command : () => command;
    try {
      const outcome = await executeOrderCommand(this.store, context, build, {
        maxAttempts: MAX_ATTEMPTS,
        cache: this.folded,
        // The append is conditional on the revision, so a cached order is decided on without a read.
        trustCache: true,
        newOrder,
        // Another member's order does not exist as far as this member can tell (404, not 403).
        authorize: (state) => {
          const { actor } = context;
          if (actor.role === 'MEMBER' && state.memberId !== null && state.memberId !== actor.id) {
            throw ApiException.notFound('ORDER.NOT_FOUND');
          }
        },
      });
      return { ...outcome, events: outcome.events.map((e) => e.type) };
    } catch (error) {
      throw this.answer(error);
    }
  }

  private answer(error: unknown): unknown {
    if (error instanceof StaleOrderRevisionError) return staleRevision(error.expected, error.actual);
    if (error instanceof UndecodableOrderEventError) {
      // Newer code wrote it (a rolling deploy) or a schema step is missing: nothing is decided.
      this.logger.error(`Refusing a command over an undecodable stream: ${error.message}`);
      return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, 'ORDER.UNREADABLE_EVENT');
    }
    if (error instanceof WrongExpectedVersionError) {
      const actual = typeof error.actual === 'number' ? error.actual : -1;
      return staleRevision(actual, actual);
    }
    return asFieldErrors(error);
  }
}
