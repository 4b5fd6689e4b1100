// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@/lib/languages';
import { LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { MyCoupon } from './api/coupons-api';
import { CouponTicket } from './coupon-ticket';

afterEach(cleanup);

// As GET /api/member/coupons answers a coupon spent on an order that is not paid yet.
const spent: MyCoupon = {
  tab: 'used',
  daysToExpiry: 9,
  registeredAt: '2026-11-28T01:00:00.000Z',
  usedOrderId: '0b9e8f1c-4f7a-4d0e-9a51-3c2f1e7d6b20',
  usedOrderNumber: null,
  hold: null,
  usedAt: '2026-11-28T02:00:00.000Z',
  id: 'c1',
  code: 'SPRING-3000',
  name: '봄맞이 쿠폰',
  discountKind: 'AMOUNT',
  amounts: { KRW: 3000 },
  rateBp: null,
  minimumOrderAmounts: { KRW: 10_000 },
  validFrom: '2026-11-27T00:00:00.000Z',
  validUntil: '2026-12-08T00:00:00.000Z',
  submitTypes: ['GENERAL'],
};

const show = (coupon: MyCoupon, language: Language) =>
  renderWithProviders(<CouponTicket coupon={coupon} currency="KRW" language={language} />, { language });

describe('a coupon held by an unpaid order, in the wallet', () => {
  it.each([
    ['ko', '주문 G261128-000001 결제 대기 중 (보관됨)'],
    ['en', 'Held for order G261128-000001 until it is paid'],
    ['tw', '保留給訂單 G261128-000001（等待付款）'],
  ] as const)(
    'says which order holds it (%s) and links to it',
    async (language, text) => {
      await show({ ...spent, hold: 'HELD', usedOrderNumber: 'G261128-000001' }, language);
      const held = await screen.findByTestId('coupon-held', {}, LOCALE_WAIT);
      expect(held.textContent).toContain(text);
      expect(screen.getByTestId('coupon-held-order').getAttribute('href')).toBe(
        `/account/order/${spent.usedOrderId}`,
      );
    },
    SLOW,
  );

  it(
    'is simply used once its order is paid',
    async () => {
      await show({ ...spent, hold: 'SPENT', usedOrderNumber: 'G261128-000001' }, 'ko');
      await screen.findByTestId('coupon', {}, LOCALE_WAIT);
      expect(screen.queryByTestId('coupon-held')).toBeNull();
    },
    SLOW,
  );
});
