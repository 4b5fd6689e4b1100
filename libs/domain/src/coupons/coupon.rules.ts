import type { SubmitType } from '../order/order.values';
import type { Currency } from '../pricing/currency';
import type { CouponDiscount } from '../pricing/discount';

/** What a coupon gives and when (spec §3 Coupon; the console sets it, the wallet and pricing read it). */
export interface CouponTerms {
  code: string;
  discountKind: 'AMOUNT' | 'RATE';
  /** AMOUNT: minor units per currency; a currency without an amount cannot use the coupon. */
  amounts: Partial<Record<Currency, number>>;
  /** RATE: basis points of the total price. */
  rateBp: number | null;
  minimumOrderAmounts: Partial<Record<Currency, number>>;
  validFrom: string;
  validUntil: string;
  /** How many orders may use it in all (null: no limit). Every member may use it once. */
  usageLimit: number | null;
  submitTypes: SubmitType[];
  paused: boolean;
}

export const COUPON_REFUSALS = [
  'COUPON.PAUSED',
  'COUPON.NOT_STARTED',
  'COUPON.EXPIRED',
  'COUPON.EXHAUSTED',
  'COUPON.ALREADY_USED',
  'COUPON.NOT_APPLICABLE',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export interface CouponUse {
  now: string;
  /** Orders holding the coupon right now (a cancelled order has given it back). */
  usedCount: number;
  /** This member's own use is held by a live order. */
  usedByMember: boolean;
  /** Leave out to ask "could it be used at all" (registration, the wallet). */
  order?: { submitType: SubmitType; currency: Currency };
}

const time = (iso: string) => new Date(iso).getTime();

/**
 * Why the coupon cannot be used, or null. One order of checks, so registration, the wallet's tabs
 * and pricing all give the same answer; the first reason wins (used before expired: the member
 * already had its benefit).
 */
export const couponRefusal = (terms: CouponTerms, use: CouponUse): CouponRefusal | null => {
  if (use.usedByMember) return 'COUPON.ALREADY_USED';
  if (time(use.now) >= time(terms.validUntil)) return 'COUPON.EXPIRED';
  if (terms.paused) return 'COUPON.PAUSED';
  if (terms.usageLimit !== null && use.usedCount >= terms.usageLimit) return 'COUPON.EXHAUSTED';
  if (use.order) {
    if (time(use.now) < time(terms.validFrom)) return 'COUPON.NOT_STARTED';
    if (!terms.submitTypes.includes(use.order.submitType)) return 'COUPON.NOT_APPLICABLE';
    if (terms.discountKind === 'AMOUNT' && terms.amounts[use.order.currency] === undefined)
      return 'COUPON.NOT_APPLICABLE';
  }
  return null;
};

/** The coupon as pricing applies it in one currency (the minimum order amount defaults to 0). */
export const couponDiscountOf = (
  couponId: string,
  terms: CouponTerms,
  currency: Currency,
): CouponDiscount => ({
  couponId,
  code: terms.code,
  amount: terms.discountKind === 'AMOUNT' ? (terms.amounts[currency] ?? 0) : 0,
  ...(terms.discountKind === 'RATE' ? { rateBp: terms.rateBp ?? 0 } : {}),
  minimumOrderAmount: terms.minimumOrderAmounts[currency] ?? 0,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, rounded up (the last day counts as 1); 0 once expired. */
export const daysToExpiry = (validUntil: string, now: string): number =>
  Math.max(0, Math.ceil((time(validUntil) - time(now)) / DAY_MS));

export type CouponWalletTab = 'usable' | 'used' | 'expired';

/** The /account/coupons tab of a registered coupon: used first, then expired (or paused, exhausted). */
export const couponWalletTab = (terms: CouponTerms, use: CouponUse): CouponWalletTab => {
  const refusal = couponRefusal(terms, { ...use, order: undefined });
  if (refusal === 'COUPON.ALREADY_USED') return 'used';
  return refusal === null ? 'usable' : 'expired';
};

/** Codes are matched without case or surrounding spaces: members type them from a flyer. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;
