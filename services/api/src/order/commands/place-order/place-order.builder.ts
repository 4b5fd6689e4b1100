import { Injectable } from '@nestjs/common';
import { validateOrderDraft, type OrderDraft, type OrderInput, type OrderState } from '@slabworks/domain';
import { ApiException } from '../../../errors/api.exception';
import { currencyOf, type OrderCaller } from '../../core/order-caller';
import type { CommandBuilder } from '../../core/order-command.executor';
import { OrderNumberSequence } from '../../numbering/order-number.sequence';
import { OrderPricer } from '../../pricing/order-pricer';
import { CertificationRegistryCheck } from '../../reholder/certification-registry.check';
import { toOrderInput } from './order-input.mapper';

export interface PlaceOrderRequest {
  orderId: string;
  caller: OrderCaller;
  /** What the member sent; with fromDraft it overrides the saved draft field by field. */
  input: OrderDraft;
  fromDraft: boolean;
}

/**
 * Builds PlaceOrder on the folded state: validates (spec §5), checks re-holder numbers against the
 * registry, prices with the server's cost policy (client prices and counts are never read) and takes
 * the day's next order number. The executor then decides and appends like any other command.
 */
@Injectable()
export class PlaceOrderBuilder {
  constructor(
    private readonly pricer: OrderPricer,
    private readonly numbers: OrderNumberSequence,
    private readonly registry: CertificationRegistryCheck,
  ) {}

  for(request: PlaceOrderRequest): CommandBuilder {
    return async (state, now) => {
      if (request.fromDraft && state.status === null) throw ApiException.notFound('ORDER.NOT_FOUND');
      const input = this.inputOf(request, state);
      await this.check(input, now);
      const pricing = await this.pricer.price(input, request.caller);
      const orderNumber = await this.numbers.next(now);
      return { type: 'PlaceOrder', data: { orderId: request.orderId, orderNumber, order: input, pricing } };
    };
  }

  private inputOf(request: PlaceOrderRequest, state: OrderState): OrderInput {
    const base = request.fromDraft ? { ...(state.draft ?? {}), ...request.input } : request.input;
    return toOrderInput(base, currencyOf(request.caller));
  }

  private async check(input: OrderInput, now: string): Promise<void> {
    // The same year bound decide applies, so a card from "next year" is refused before pricing.
    const problems = validateOrderDraft(input, { currentYear: new Date(now).getUTCFullYear() + 1 });
    if (input.couponIds.length > 0) problems.push({ field: 'couponIds', rule: 'notAllowed' });
    if (problems.length)
      throw ApiException.validation(problems.map((p) => ({ ...p, params: p.params ?? {} })));
    if (input.submitType === 'REHOLDER') await this.registry.assertAllGraded(input.certificationNumbers);
  }
}
