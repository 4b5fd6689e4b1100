// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberStanding } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import AccountCouponsRoute from '@/app/routes/account-coupons';

// My page's coupons in en and tw (issue 33: the coupons journey's en/tw pass moved here; the journey
// keeps the Korean path of registering and spending a coupon).
cleanUpAfterEach();

const standing: MemberStanding = { type: 'NORMAL', discountRateBp: 0, tier: null };

describe('my coupons', () => {
  it.each([
    ['en', 'Coupons', 'Used', 'Enter a coupon code.'],
    ['tw', '優惠券', '已使用', '請輸入優惠券代碼。'],
  ] as const)(
    'in %s: the title, the used tab, and an empty code refused before sending',
    async (language, title, used, required) => {
      const calls = fakeApi((call) => ok(call.path === '/api/member/membership' ? standing : []));
      await renderWithProviders(<AccountCouponsRoute />, { language, path: '/account/coupons' });
      expect(await screen.findByRole('heading', { level: 1, name: title }, LOCALE_WAIT)).toBeTruthy();
      expect((await screen.findByTestId('coupon-tab-used', {}, LOCALE_WAIT)).textContent).toMatch(
        new RegExp(`^${used}`),
      );
      fireEvent.click(screen.getByTestId('coupon-register'));
      expect((await screen.findByTestId('coupon-register-error', {}, LOCALE_WAIT)).textContent).toContain(
        required,
      );
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    },
    SLOW,
  );
});
