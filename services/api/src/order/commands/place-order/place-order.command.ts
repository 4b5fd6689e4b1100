import type { OrderDraft } from '@slabworks/domain';
import type { OrderCaller } from '../../core/order-caller';
import type { OrderCommandContext } from '../../core/order-command.executor';
import { OrderCommandMessage } from '../../core/order-command.message';

export class PlaceOrderCommand extends OrderCommandMessage {
  constructor(
    context: OrderCommandContext,
    readonly caller: OrderCaller,
    /** What the member sent; with fromDraft it overrides the saved draft field by field. */
    readonly input: OrderDraft,
    readonly fromDraft: boolean,
  ) {
    super(context);
  }
}
