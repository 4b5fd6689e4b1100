import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** Bank, account no. (digits only) and holder for a bank-transfer refund. */
export class RegisterRefundAccountCommand extends OrderDataCommand<'RegisterRefundAccount'> {}

@CommandHandler(RegisterRefundAccountCommand)
export class RegisterRefundAccountHandler extends PassThroughOrderHandler<'RegisterRefundAccount'> {
  protected readonly type = 'RegisterRefundAccount';
}
