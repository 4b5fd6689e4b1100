import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** Operator: courier and tracking no. of the return shipment. */
export class ShipOutCommand extends OrderDataCommand<'ShipOut'> {}

@CommandHandler(ShipOutCommand)
export class ShipOutHandler extends PassThroughOrderHandler<'ShipOut'> {
  protected readonly type = 'ShipOut';
}
