import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { validateOrderDraft, type OrderInput, type OrderState } from '@slabworks/domain';
import { ApiException, type FieldProblem } from '../../../errors/api.exception';
import { currencyOf, type OrderCaller } from '../../core/order-caller';
import { OrderCommandExecutor, type OrderCommandResult } from '../../core/order-command.executor';
import { OrderNumberSequence } from '../../numbering/order-number.sequence';
import { OrderPricer } from '../../pricing/order-pricer';
import { PhotoAttachments } from '../../../upload/photo-attachments';
import { CertificationRegistryCheck } from '../../reholder/certification-registry.check';
import { toOrderInput } from './order-input.mapper';
import { PlaceOrderCommand } from './place-order.command';

/**
 * Validates (spec §5), checks re-holder numbers against the registry, prices with the server's cost
 * policy (client prices and counts are never read), takes the day's next order number, then decides.
 */
@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, OrderCommandResult> {
  constructor(
    private readonly executor: OrderCommandExecutor,
    private readonly pricer: OrderPricer,
    private readonly numbers: OrderNumberSequence,
    private readonly registry: CertificationRegistryCheck,
    private readonly photos: PhotoAttachments,
  ) {}

  async execute(command: PlaceOrderCommand): Promise<OrderCommandResult> {
    let photoIds: readonly string[] = [];
    const result = await this.executor.execute(command.context, async (state, now) => {
      if (command.fromDraft && state.status === null) throw ApiException.notFound('ORDER.NOT_FOUND');
      const input = this.inputOf(command, state);
      await this.check(input, now, command.caller.id);
      photoIds = input.photos;
      const pricing = await this.pricer.price(input, command.caller);
      const orderNumber = await this.numbers.next(now);
      return {
        type: 'PlaceOrder',
        data: { orderId: command.context.orderId, orderNumber, order: input, pricing },
      };
    });
    await this.photos.attach(command.caller.id, photoIds, result.orderId, new Date());
    return result;
  }

  private inputOf(command: PlaceOrderCommand, state: OrderState): OrderInput {
    const base = command.fromDraft ? { ...(state.draft ?? {}), ...command.input } : command.input;
    return toOrderInput(base, currencyOf(command.caller as OrderCaller));
  }

  private async check(input: OrderInput, now: string, memberId: string): Promise<void> {
    // The same year bound decide applies, so a card from "next year" is refused before pricing.
    const problems: FieldProblem[] = validateOrderDraft(input, {
      currentYear: new Date(now).getUTCFullYear() + 1,
    });
    if (input.couponIds.length > 0) problems.push({ field: 'couponIds', rule: 'notAllowed' });
    // Photos are upload ids of the caller's own uploads (never URLs or someone else's photos).
    problems.push(...(await this.photos.problems(memberId, input.photos)));
    if (problems.length)
      throw ApiException.validation(problems.map((p) => ({ ...p, params: p.params ?? {} })));
    if (input.submitType === 'REHOLDER') await this.registry.assertAllGraded(input.certificationNumbers);
  }
}
