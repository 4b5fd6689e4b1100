import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** Own shipping: courier and tracking no. (≤ 200 chars) of the cards sent to us. */
export class RegisterInboundShipmentCommand extends OrderDataCommand<'RegisterInboundShipment'> {}

@CommandHandler(RegisterInboundShipmentCommand)
export class RegisterInboundShipmentHandler extends PassThroughOrderHandler<'RegisterInboundShipment'> {
  protected readonly type = 'RegisterInboundShipment';
}
