import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** Payment confirmed (the payment issue sends it; tests send it directly). */
export class CompletePaymentCommand extends OrderDataCommand<'CompletePayment'> {}

@CommandHandler(CompletePaymentCommand)
export class CompletePaymentHandler extends PassThroughOrderHandler<'CompletePayment'> {
  protected readonly type = 'CompletePayment';
}
