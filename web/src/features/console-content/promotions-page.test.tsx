// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi, ok, serverDown, validationFailed, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import PromotionsPage from './promotions-page';

const SLOW = 30_000;
const WAIT = { timeout: 20_000 };

cleanUpAfterEach();

const running = {
  id: 7,
  title: { ko: '첫 주문 20% 할인', en: '20% off your first order', tw: '首單八折' },
  description: { ko: '레귤러', en: 'Regular', tw: '一般' },
  imageUrl: '/content/main-1.svg',
  landingUrl: '/grading/pricing',
  sortOrder: 0,
  status: true,
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: '2026-12-31T14:59:00.000Z',
};

const api = (rows: unknown[] | 'down', write?: (method: string, path: string) => FakeAnswer) =>
  fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/api/console/content/promotions')
      return rows === 'down' ? serverDown() : ok({ rows, count: rows.length });
    return (
      write?.(call.method, call.path) ?? { status: 404, body: { code: 'NOT_FOUND', message: '', data: null } }
    );
  });

describe('the console promotions', () => {
  it.each([
    ['ko', '첫 주문 20% 할인', '종료'],
    ['en', '20% off your first order', 'End'],
    ['tw', '首單八折', '結束'],
  ] as const)(
    'lists every promotion with an end action, never a delete (%s)',
    async (language, title, end) => {
      api([running]);
      await renderWithProviders(<PromotionsPage />, { language });
      expect(await screen.findByText(title, {}, WAIT)).toBeTruthy();
      // antd spaces two CJK letters in a button; the word is what matters here.
      expect(screen.getByTestId('promotion-delete').textContent?.replace(/\s/g, '')).toBe(end);
    },
    SLOW,
  );

  it(
    'ends a promotion after asking, then reads the list again',
    async () => {
      const calls = api([running], (method, path) =>
        method === 'POST' && path === '/api/console/content/promotions/7/end'
          ? ok({ ...running, status: false })
          : undefined!,
      );
      await renderWithProviders(<PromotionsPage />, { language: 'en' });
      fireEvent.click(await screen.findByTestId('promotion-delete', {}, WAIT));
      fireEvent.click(await screen.findByTestId('promotion-delete-confirm', {}, WAIT));
      await waitFor(() =>
        expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
          '/api/console/content/promotions/7/end',
        ]),
      );
      await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
    },
    SLOW,
  );

  it(
    "shows the api's field errors at their fields (ko)",
    async () => {
      api([], () =>
        validationFailed('입력값을 확인해 주세요.', [
          { field: 'description.ko', rule: 'isNotEmpty', message: '한국어 설명을 입력하세요.' },
        ]),
      );
      await renderWithProviders(<PromotionsPage />, { language: 'ko' });
      fireEvent.click(await screen.findByTestId('promotion-new', {}, WAIT));
      fireEvent.click(await screen.findByTestId('promotion-save', {}, WAIT));
      const item = (await screen.findByTestId('promotion-description-ko', {}, WAIT)).closest(
        '.ant-form-item',
      ) as HTMLElement;
      expect(await within(item).findByText('한국어 설명을 입력하세요.', {}, WAIT)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'says so when the list cannot be read, and shows an empty list as empty',
    async () => {
      api('down');
      await renderWithProviders(<PromotionsPage />, { language: 'ko' });
      expect(await screen.findByRole('alert', {}, WAIT)).toBeTruthy();
      cleanup();
      api([]);
      await renderWithProviders(<PromotionsPage />, { language: 'ko' });
      await screen.findByTestId('console-promotions', {}, WAIT);
      await waitFor(() => expect(document.querySelector('.ant-table-placeholder')).not.toBeNull(), WAIT);
    },
    SLOW,
  );
});
