import { Injectable } from '@nestjs/common';
import { Command, type ICommandHandler } from '@nestjs/cqrs';
import type { OrderCommandOf, OrderCommandType } from '@slabworks/domain';
import {
  OrderCommandExecutor,
  type OrderCommandContext,
  type OrderCommandResult,
} from './order-command.executor';

/** What every order command carries on the CommandBus: who, which order, which command id, If-Match. */
export abstract class OrderCommandMessage extends Command<OrderCommandResult> {
  constructor(readonly context: OrderCommandContext) {
    super();
  }
}

/** A command whose payload is exactly the domain command's data. */
export abstract class OrderDataCommand<T extends OrderCommandType> extends OrderCommandMessage {
  constructor(
    context: OrderCommandContext,
    readonly data: OrderCommandOf<T>['data'],
  ) {
    super(context);
  }
}

/**
 * Handlers that add nothing but the command type; each concrete subclass is the one @CommandHandler
 * of its command (no AggregateRoot, no EventBus: the event store is the only outlet). @Injectable so
 * the subclasses inherit the constructor's injection metadata.
 */
@Injectable()
export abstract class PassThroughOrderHandler<T extends OrderCommandType> implements ICommandHandler<
  OrderDataCommand<T>,
  OrderCommandResult
> {
  protected abstract readonly type: T;

  constructor(protected readonly executor: OrderCommandExecutor) {}

  execute(message: OrderDataCommand<T>): Promise<OrderCommandResult> {
    return this.executor.execute(message.context, () => ({ type: this.type, data: message.data }) as never);
  }
}
