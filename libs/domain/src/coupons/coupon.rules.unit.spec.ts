import {
  couponDiscountOf,
  couponRefusal,
  couponWalletTab,
  daysToExpiry,
  type CouponTerms,
} from './coupon.rules';

const terms: CouponTerms = {
  code: 'WELCOME',
  discountKind: 'AMOUNT',
  amounts: { KRW: 5_000 },
  rateBp: null,
  minimumOrderAmounts: { KRW: 30_000 },
  validFrom: '2026-01-01T00:00:00Z',
  validUntil: '2026-02-01T00:00:00Z',
  usageLimit: 2,
  submitTypes: ['GENERAL'],
  paused: false,
};
const use = { now: '2026-01-10T00:00:00Z', usedCount: 0, usedByMember: false };
const order = { submitType: 'GENERAL' as const, currency: 'KRW' as const };

describe('coupon rules', () => {
  it('accepts a coupon in its window, under its limit, for its submit type and currency', () => {
    expect(couponRefusal(terms, { ...use, order })).toBeNull();
  });

  it('gives each refusal its own reason', () => {
    expect(couponRefusal(terms, { ...use, usedByMember: true })).toBe('COUPON.ALREADY_USED');
    expect(couponRefusal(terms, { ...use, now: '2026-02-01T00:00:00Z' })).toBe('COUPON.EXPIRED');
    expect(couponRefusal({ ...terms, paused: true }, use)).toBe('COUPON.PAUSED');
    expect(couponRefusal(terms, { ...use, usedCount: 2 })).toBe('COUPON.EXHAUSTED');
    expect(couponRefusal(terms, { ...use, now: '2025-12-31T00:00:00Z', order })).toBe('COUPON.NOT_STARTED');
    expect(couponRefusal(terms, { ...use, order: { ...order, submitType: 'REHOLDER' } })).toBe(
      'COUPON.NOT_APPLICABLE',
    );
    expect(couponRefusal(terms, { ...use, order: { ...order, currency: 'TWD' } })).toBe(
      'COUPON.NOT_APPLICABLE',
    );
  });

  it('sorts the wallet into usable, used and expired tabs', () => {
    expect(couponWalletTab(terms, use)).toBe('usable');
    expect(couponWalletTab(terms, { ...use, usedByMember: true, now: '2027-01-01T00:00:00Z' })).toBe('used');
    expect(couponWalletTab(terms, { ...use, now: '2027-01-01T00:00:00Z' })).toBe('expired');
  });

  it('counts days to expiry rounded up, never below 0', () => {
    expect(daysToExpiry(terms.validUntil, '2026-01-31T23:00:00Z')).toBe(1);
    expect(daysToExpiry(terms.validUntil, '2026-01-10T00:00:00Z')).toBe(22);
    expect(daysToExpiry(terms.validUntil, '2026-03-01T00:00:00Z')).toBe(0);
  });

  it('prices a fixed coupon in the order currency and a rate coupon as its rate', () => {
    expect(couponDiscountOf('c1', terms, 'KRW')).toEqual({
      couponId: 'c1',
      code: 'WELCOME',
      amount: 5_000,
      minimumOrderAmount: 30_000,
    });
    expect(couponDiscountOf('c2', { ...terms, discountKind: 'RATE', rateBp: 1_000 }, 'USD')).toMatchObject({
      rateBp: 1_000,
      minimumOrderAmount: 0,
    });
  });
});
