import { DomainError } from '../errors/domain-error';
import type { OrderType } from '../order/order.values';
import { applyDiscountRate } from './discount-rate';

export interface Membership {
  type: 'NORMAL' | 'VIP';
  discountRateBp: number;
}

// Coupons are looked up and checked for expiry by the api; the domain only applies them.
export interface CouponDiscount {
  couponId: string;
  amount: number;
  minimumOrderAmount: number;
}

export interface AppliedDiscount {
  kind: 'NONE' | 'VIP' | 'COUPON';
  amount: number;
  couponIds: string[];
}

export const NO_DISCOUNT: AppliedDiscount = { kind: 'NONE', amount: 0, couponIds: [] };

// VIP discount and coupons never combine, and a VIP cannot use coupons at all (spec §5). A re-holder
// order already has the membership rate inside its unit price, so VIP adds nothing on top.
export const resolveDiscount = (
  totalPrice: number,
  orderType: OrderType,
  membership: Membership,
  coupons: readonly CouponDiscount[],
): AppliedDiscount => {
  if (membership.type === 'VIP') {
    if (coupons.length > 0)
      throw new DomainError('PRICING.VIP_COUPON_NOT_ALLOWED', 'VIP accounts cannot use coupons');
    if (orderType === 'REHOLDER' || membership.discountRateBp === 0) return NO_DISCOUNT;
    return {
      kind: 'VIP',
      amount: totalPrice - applyDiscountRate(totalPrice, membership.discountRateBp),
      couponIds: [],
    };
  }
  if (coupons.length === 0) return NO_DISCOUNT;
  for (const coupon of coupons) {
    if (totalPrice < coupon.minimumOrderAmount) {
      throw new DomainError(
        'PRICING.COUPON_MINIMUM_NOT_MET',
        `Coupon ${coupon.couponId} needs a larger order`,
        {
          params: { couponId: coupon.couponId, minimumOrderAmount: coupon.minimumOrderAmount },
        },
      );
    }
  }
  const sum = coupons.reduce((acc, coupon) => acc + coupon.amount, 0);
  return {
    kind: 'COUPON',
    amount: Math.min(sum, totalPrice),
    couponIds: coupons.map((coupon) => coupon.couponId),
  };
};
