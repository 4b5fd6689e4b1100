import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** Cancel some ungradable items (refundable stages); the amount is their price, decided by the domain. */
export class RequestPartialCancelCommand extends OrderDataCommand<'RequestPartialCancel'> {}

@CommandHandler(RequestPartialCancelCommand)
export class RequestPartialCancelHandler extends PassThroughOrderHandler<'RequestPartialCancel'> {
  protected readonly type = 'RequestPartialCancel';
}

/** Staff confirm the pending partial cancel; the refund dispatcher then refunds what is owed. */
export class CompletePartialCancelCommand extends OrderDataCommand<'CompletePartialCancel'> {}

@CommandHandler(CompletePartialCancelCommand)
export class CompletePartialCancelHandler extends PassThroughOrderHandler<'CompletePartialCancel'> {
  protected readonly type = 'CompletePartialCancel';
}
