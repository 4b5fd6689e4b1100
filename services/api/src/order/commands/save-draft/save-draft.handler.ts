import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { HttpStatus } from '@nestjs/common';
import { MAX_DRAFTS_PER_MEMBER, type SaveDraft } from '@slabworks/domain';
import { ApiException } from '../../../errors/api.exception';
import { OrderReadModel } from '../../read-model/order-read.model';
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
  constructor(
    private readonly executor: OrderCommandExecutor,
    private readonly orders: OrderReadModel,
  ) {}

  async execute(command: SaveDraftCommand): Promise<OrderCommandResult> {
    if (!command.mustExist) await this.assertRoomForAnotherDraft(command.context.actor.id);
    return this.executor.execute(command.context, (state) => {
      // A client-chosen id must not create an order stream.
      if (command.mustExist && state.status === null) throw ApiException.notFound('ORDER.NOT_FOUND');
      return { type: 'SaveDraft', data: command.data };
    });
  }

  /** Counted on the read model, so a burst of saves may overshoot by what is not yet projected. */
  private async assertRoomForAnotherDraft(memberId: string): Promise<void> {
    const { total } = await this.orders.page(
      `member_id = $1 AND status = 'TEMP_SAVED'`,
      [memberId],
      1,
      1,
      'updated_at DESC',
    );
    if (total >= MAX_DRAFTS_PER_MEMBER)
      throw new ApiException(HttpStatus.CONFLICT, 'ORDER.TOO_MANY_DRAFTS', { max: MAX_DRAFTS_PER_MEMBER });
  }
}
