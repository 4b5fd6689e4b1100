import { DomainError } from '../errors/domain-error';
import type { OrderType } from '../order/order.values';
import { applyDiscountRate } from './discount-rate';

export interface Membership {
  type: 'NORMAL' | 'VIP';
  /** VIP: the VIP rate; otherwise the membership tier's rate (re-holder unit price only, spec §9). */
  discountRateBp: number;
  /** The tier's name, for the ledger line (none for a VIP or a member without a tier). */
  tierName?: string | null;
}

/**
 * A coupon the api has found in the member's wallet and checked (window, pause, usage, submit type);
 * the domain applies it: a fixed amount in the order's currency, or a rate of the total price.
 */
export interface CouponDiscount {
  couponId: string;
  /** Shown on the ledger line as the discount's reason. */
  code?: string;
  amount: number;
  /** When set, the coupon takes this rate of the total price instead of `amount`. */
  rateBp?: number;
  minimumOrderAmount: number;
}

/** One discount and why: each is its own ledger line (coupon code, tier, VIP). */
export interface DiscountLine {
  reason: 'COUPON' | 'VIP' | 'TIER';
  amount: number;
  couponId?: string;
  code?: string;
  rateBp?: number;
  tierName?: string;
  /** TIER on a re-holder order: already inside the unit price, so not part of `discount.amount`. */
  inPrice?: boolean;
}

export interface AppliedDiscount {
  kind: 'NONE' | 'VIP' | 'COUPON';
  amount: number;
  couponIds: string[];
  /** Orders placed before discount lines existed have none; their ledger shows one line of `kind`. */
  lines?: DiscountLine[];
}

export const NO_DISCOUNT: AppliedDiscount = { kind: 'NONE', amount: 0, couponIds: [] };

const couponAmount = (coupon: CouponDiscount, totalPrice: number): number =>
  coupon.rateBp === undefined ? coupon.amount : totalPrice - applyDiscountRate(totalPrice, coupon.rateBp);

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
    const amount = totalPrice - applyDiscountRate(totalPrice, membership.discountRateBp);
    return {
      kind: 'VIP',
      amount,
      couponIds: [],
      lines: [{ reason: 'VIP', amount, rateBp: membership.discountRateBp }],
    };
  }
  if (coupons.length === 0) return NO_DISCOUNT;
  for (const coupon of coupons) {
    if (totalPrice < coupon.minimumOrderAmount) {
      throw new DomainError(
        'PRICING.COUPON_MINIMUM_NOT_MET',
        `Coupon ${coupon.couponId} needs a larger order`,
        {
          params: {
            couponId: coupon.couponId,
            code: coupon.code ?? coupon.couponId,
            minimumOrderAmount: coupon.minimumOrderAmount,
            shortBy: coupon.minimumOrderAmount - totalPrice,
          },
        },
      );
    }
  }
  // Coupons apply in the order given, each capped at what is left, so the lines add up to the total
  // discount and the total never goes below 0 (spec §5).
  let left = totalPrice;
  const lines: DiscountLine[] = coupons.map((coupon) => {
    const amount = Math.min(couponAmount(coupon, totalPrice), left);
    left -= amount;
    return {
      reason: 'COUPON',
      amount,
      couponId: coupon.couponId,
      ...(coupon.code !== undefined ? { code: coupon.code } : {}),
      ...(coupon.rateBp !== undefined ? { rateBp: coupon.rateBp } : {}),
    };
  });
  return {
    kind: 'COUPON',
    amount: totalPrice - left,
    couponIds: coupons.map((coupon) => coupon.couponId),
    lines,
  };
};
