import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** Admin: one step back, with a reason that stays in the stream. */
export class CorrectProcessingCommand extends OrderDataCommand<'CorrectProcessing'> {}

@CommandHandler(CorrectProcessingCommand)
export class CorrectProcessingHandler extends PassThroughOrderHandler<'CorrectProcessing'> {
  protected readonly type = 'CorrectProcessing';
}
