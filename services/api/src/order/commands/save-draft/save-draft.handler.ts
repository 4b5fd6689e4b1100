import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SaveDraft } from '@slabworks/domain';
import { ApiException } from '../../../errors/api.exception';
import {
  OrderCommandExecutor,
  type OrderCommandContext,
  type OrderCommandResult,
} from '../../core/order-command.executor';
import { OrderCommandMessage } from '../../core/order-command.message';

/** A member saves a draft (latest wins); POST creates the stream, PUT only replaces an existing draft. */
export class SaveDraftCommand extends OrderCommandMessage {
  constructor(
    context: OrderCommandContext,
    readonly data: SaveDraft['data'],
    readonly mustExist = false,
  ) {
    super(context);
  }
}

@CommandHandler(SaveDraftCommand)
export class SaveDraftHandler implements ICommandHandler<SaveDraftCommand, OrderCommandResult> {
  constructor(private readonly executor: OrderCommandExecutor) {}

  execute(command: SaveDraftCommand): Promise<OrderCommandResult> {
    return this.executor.execute(command.context, (state) => {
      // A client-chosen id must not create an order stream.
      if (command.mustExist && state.status === null) throw ApiException.notFound('ORDER.NOT_FOUND');
      return { type: 'SaveDraft', data: command.data };
    });
  }
}
