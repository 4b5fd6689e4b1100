import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** Cancel while cancellable; a paid order is refunded in the same decision. */
export class CancelOrderCommand extends OrderDataCommand<'CancelOrder'> {}

@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler extends PassThroughOrderHandler<'CancelOrder'> {
  protected readonly type = 'CancelOrder';
}
