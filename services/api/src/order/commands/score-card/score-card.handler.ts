import { CommandHandler } from '@nestjs/cqrs';
import { OrderDataCommand, PassThroughOrderHandler } from '../../core/order-command.message';

/** Operator: grade and certification no. of one item. */
export class ScoreCardCommand extends OrderDataCommand<'ScoreCard'> {}

@CommandHandler(ScoreCardCommand)
export class ScoreCardHandler extends PassThroughOrderHandler<'ScoreCard'> {
  protected readonly type = 'ScoreCard';
}
