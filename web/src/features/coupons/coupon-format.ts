import { toMajorUnits, type Currency } from '@slabworks/domain';
import { formatMoney } from '@/lib/money';
import type { Language } from '@/lib/languages';
import type { MyCoupon } from './api/coupons-api';

export const percentOf = (rateBp: number) => `${rateBp / 100}%`;

export const money = (amount: number, currency: Currency, language: Language) =>
  formatMoney(toMajorUnits(amount, currency), currency, language);

/** "5,000원" or "10%": what the coupon takes off, in the order's currency when it is fixed. */
export const couponBenefit = (coupon: MyCoupon, currency: Currency, language: Language): string | null => {
  if (coupon.discountKind === 'RATE') return percentOf(coupon.rateBp ?? 0);
  const amount = coupon.amounts[currency];
  return typeof amount === 'number' ? money(amount, currency, language) : null;
};

export const minimumOf = (coupon: MyCoupon, currency: Currency): number =>
  coupon.minimumOrderAmounts[currency] ?? 0;
