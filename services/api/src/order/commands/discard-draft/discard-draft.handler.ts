import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** A member discards a draft; it leaves every list. */
export class DiscardDraftCommand extends OrderDataCommand<'DiscardDraft'> {}

@CommandHandler(DiscardDraftCommand)
export class DiscardDraftHandler extends PassThroughOrderHandler<'DiscardDraft'> {
  protected readonly type = 'DiscardDraft';
}
