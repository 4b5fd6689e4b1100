import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** New return address while the stage allows it. */
export class ChangeShippingAddressCommand extends OrderDataCommand<'ChangeShippingAddress'> {}

@CommandHandler(ChangeShippingAddressCommand)
export class ChangeShippingAddressHandler extends PassThroughOrderHandler<'ChangeShippingAddress'> {
  protected readonly type = 'ChangeShippingAddress';
}
