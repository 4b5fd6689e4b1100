import { Inject, Injectable } from '@nestjs/common';
import { priceOrder, type CouponDiscount, type OrderInput, type PricedOrder } from '@slabworks/domain';
import { CouponBook, Memberships } from '../../coupon';
import type { OrderCaller } from '../core/order-caller';
import { COST_POLICY, type CostPolicySource } from './cost-policy.provider';

export interface PricingMoment {
  now?: Date;
  /** The order being placed: its own hold on a coupon is not "used by another order". */
  orderId?: string | null;
}

/** The one pricing path: the price quote and the placed order both come from here (spec §9). */
@Injectable()
export class OrderPricer {
  constructor(
    @Inject(COST_POLICY) private readonly policies: CostPolicySource,
    private readonly memberships: Memberships,
    private readonly coupons: CouponBook,
  ) {}

  async price(input: OrderInput, caller: OrderCaller, moment: PricingMoment = {}): Promise<PricedOrder> {
    // Two independent reads side by side: one round trip of waiting instead of two.
    const [membership, policy] = await Promise.all([
      this.memberships.of(caller.id),
      this.policies.policyFor(input.currency),
    ]);
    const couponIds = input.couponIds ?? [];
    // A VIP's coupons go to the domain unread, so its one rule refuses them (spec §5).
    const coupons: CouponDiscount[] =
      membership.type === 'VIP'
        ? couponIds.map((couponId) => ({ couponId, amount: 0, minimumOrderAmount: 0 }))
        : await this.coupons.discountsFor(
            caller.id,
            couponIds,
            { submitType: input.submitType, currency: input.currency },
            moment.now ?? new Date(),
            moment.orderId ?? null,
          );
    return priceOrder(
      {
        submitType: input.submitType,
        orderType: input.orderType,
        currency: input.currency,
        cardLines: input.cardLines,
        certificationNumbers: input.certificationNumbers,
        returnPostalCode: input.returnAddress?.postalCode ?? null,
        coupons,
      },
      policy,
      membership,
    );
  }
}
