import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** Operator: one correspondence result per item, all in one event. */
export class CheckCorrespondenceCommand extends OrderDataCommand<'CheckCorrespondence'> {}

@CommandHandler(CheckCorrespondenceCommand)
export class CheckCorrespondenceHandler extends PassThroughOrderHandler<'CheckCorrespondence'> {
  protected readonly type = 'CheckCorrespondence';
}
