// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi, ok, serverDown } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import ConsoleCouponsPage from './console-coupons-page';
import type { ConsoleCoupon } from './coupons-console-api';

const SLOW = 30_000;
const WAIT = { timeout: 20_000 };

cleanUpAfterEach();

const welcome: ConsoleCoupon = {
  id: '0b7e4c1a-9d2f-4e3b-8a61-5c4d3e2f1a0b',
  code: 'WELCOME5000',
  name: 'Welcome',
  discountKind: 'AMOUNT',
  amounts: { KRW: 5_000, TWD: 120 },
  rateBp: null,
  minimumOrderAmounts: { KRW: 30_000 },
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-31T14:59:59.000Z',
  submitTypes: ['GENERAL', 'REHOLDER'],
  usageLimit: 100,
  used: 7,
  holders: 12,
  paused: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const down = serverDown();

describe('the console coupons page', () => {
  it.each([
    ['ko', '아직 쿠폰이 없습니다.'],
    ['en', 'No coupons yet.'],
    ['tw', '尚無優惠券。'],
  ] as const)(
    'says there are no coupons yet (%s)',
    async (language, empty) => {
      fakeApi(() => ok({ rows: [], count: 0 }));
      await renderWithProviders(<ConsoleCouponsPage />, { language });
      expect(await screen.findByText(empty, {}, WAIT)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'lists a coupon with its amounts per currency, minimum, types in words and usage, reading one page',
    async () => {
      const calls = fakeApi(() => ok({ rows: [welcome], count: 1 }));
      await renderWithProviders(<ConsoleCouponsPage />, { language: 'en' });
      expect(await screen.findByText('WELCOME5000', {}, WAIT)).toBeTruthy();
      const rows = screen.getByTestId('console-coupon-rows').textContent ?? '';
      expect(rows).toMatch(/5,000 KRW \/ [\d.,]+ TWD/);
      expect(rows).toContain('30,000 KRW');
      expect(rows).toContain('General, Re-holder');
      expect(screen.getByTestId('coupon-used').textContent).toBe('7 / 100');
      expect(calls[0]?.query.get('offset')).toBe('0');
      expect(calls[0]?.query.get('limit')).toBe('20');
    },
    SLOW,
  );

  it.each([
    ['ko', '2026. 11. 29. – 2026. 12. 31.'],
    ['en', '11/29/2026 – 12/31/2026'],
    ['tw', '2026/11/29 – 2026/12/31'],
  ] as const)(
    'shows the validity window in Seoul days, not the UTC days of its instants (%s)',
    async (language, window) => {
      // 2026-11-29 00:00 and 2026-12-31 23:59:59 in Seoul: the UTC slices would read 11-28 … 12-31.
      const seoulDays = {
        ...welcome,
        validFrom: '2026-11-28T15:00:00.000Z',
        validUntil: '2026-12-31T14:59:59.000Z',
      };
      fakeApi(() => ok({ rows: [seoulDays], count: 1 }));
      await renderWithProviders(<ConsoleCouponsPage />, { language });
      expect((await screen.findByTestId('coupon-window', {}, WAIT)).textContent).toBe(window);
    },
    SLOW,
  );

  it(
    'shows an instant near midnight UTC on its Seoul day (20:00 UTC is the next day in Seoul)',
    async () => {
      fakeApi(() => ok({ rows: [{ ...welcome, validFrom: '2026-11-28T20:00:00Z' }], count: 1 }));
      await renderWithProviders(<ConsoleCouponsPage />, { language: 'en' });
      expect((await screen.findByTestId('coupon-window', {}, WAIT)).textContent).toMatch(/^11\/29\/2026 – /);
    },
    SLOW,
  );

  it(
    'says in words when the list cannot be read, and reads again on retry',
    async () => {
      let answers = 0;
      fakeApi(() => (answers++ === 0 ? down : ok({ rows: [welcome], count: 1 })));
      await renderWithProviders(<ConsoleCouponsPage />, { language: 'tw' });
      expect(await screen.findByText('發生錯誤，請再試一次。', {}, WAIT)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: /重\s*試/ }));
      expect(await screen.findByText('WELCOME5000', {}, WAIT)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'pauses a coupon, and shows the api’s refusal when it is refused',
    async () => {
      const calls = fakeApi((call) =>
        call.method === 'PUT'
          ? {
              status: 409,
              body: { code: 'COUPON.CHANGED', message: 'The coupon was changed meanwhile.', data: null },
            }
          : ok({ rows: [welcome], count: 1 }),
      );
      await renderWithProviders(<ConsoleCouponsPage />, { language: 'en' });
      fireEvent.click(await screen.findByTestId('coupon-active-WELCOME5000', {}, WAIT));
      await waitFor(
        () =>
          expect(screen.getByTestId('console-coupons-notice').textContent).toContain(
            'The coupon was changed meanwhile.',
          ),
        WAIT,
      );
      const paused = calls.find((call) => call.method === 'PUT');
      expect(paused?.path).toBe(`/api/console/coupons/${welcome.id}/paused`);
      expect(paused?.body).toEqual({ paused: true });
    },
    SLOW,
  );
});
