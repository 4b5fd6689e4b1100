import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SaveDraft } from '@slabworks/domain';
import { ApiException } from '../../../errors/api.exception';
import { PhotoAttachments } from '../../../upload/photo-attachments';
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
    private readonly photos: PhotoAttachments,
  ) {}

  async execute(command: SaveDraftCommand): Promise<OrderCommandResult> {
    const memberId = command.context.actor.id;
    const photoIds = command.data.draft.photos ?? [];
    // A draft may be incomplete, but the photos it names must be the member's own uploads.
    const problems = await this.photos.problems(memberId, photoIds);
    if (problems.length) throw ApiException.validation(problems);
    const result = await this.executor.execute(command.context, (state) => {
      // A client-chosen id must not create an order stream.
      if (command.mustExist && state.status === null) throw ApiException.notFound('ORDER.NOT_FOUND');
      return { type: 'SaveDraft', data: command.data };
    });
    await this.photos.attach(memberId, photoIds, result.orderId, new Date());
    return result;
  }
}
