import { Inject, Injectable } from '@nestjs/common';
import { priceOrder, type OrderInput, type PricedOrder } from '@slabworks/domain';
import { membershipOf, type OrderCaller } from '../core/order-caller';
import { COST_POLICY, type CostPolicySource } from './cost-policy.provider';

/** The one pricing path: the price quote and the placed order both come from here (spec §9). */
@Injectable()
export class OrderPricer {
  constructor(@Inject(COST_POLICY) private readonly policies: CostPolicySource) {}

  async price(input: OrderInput, caller: OrderCaller): Promise<PricedOrder> {
    return priceOrder(
      {
        submitType: input.submitType,
        orderType: input.orderType,
        currency: input.currency,
        cardLines: input.cardLines,
        certificationNumbers: input.certificationNumbers,
        returnPostalCode: input.returnAddress?.postalCode ?? null,
      },
      await this.policies.policyFor(input.currency),
      membershipOf(caller),
    );
  }
}
