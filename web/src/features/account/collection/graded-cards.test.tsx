// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GradedCard } from '../api/collection-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeRoutes } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GradedCards } from './graded-cards';

cleanUpAfterEach();

const card = (change: Partial<GradedCard> = {}): GradedCard => ({
  certificationNumber: '8202914',
  grade: '9.5',
  orderId: '3b0f6c2e-8d1a-4f5b-9c7e-2a4d6e8f0b13',
  orderNumber: 'SW-20261101-0007',
  scoredAt: '2026-11-20T03:00:00.000Z',
  cardCategory: 'POKEMON',
  playerName: 'Pikachu',
  setName: 'Base Set',
  year: 1999,
  cardNumber: '58',
  ...change,
});

const page = (items: GradedCard[], total = items.length, number = 1) => ({
  data: { items, total, page: number, size: 20 },
});

describe("the collector's graded cards", () => {
  it(
    'lists each card in words with its grade, its certificate and its order',
    async () => {
      fakeRoutes({
        'GET /api/collection/grading': () =>
          page([
            card(),
            card({ certificationNumber: '8202915', year: null, setName: null, cardNumber: null }),
          ]),
      });
      await renderWithProviders(<GradedCards />, { language: 'en' });
      const table = await screen.findByTestId('graded-cards', {}, LOCALE_WAIT);
      const first = within(table).getByText('8202914').closest('tr') as HTMLElement;
      expect(within(first).getByText('1999 Base Set Pikachu #58')).toBeTruthy();
      expect(within(first).getByText('9.5')).toBeTruthy();
      expect(within(first).getByText('8202914').getAttribute('href')).toBe('/certification?no=8202914');
      expect(within(first).getByText('SW-20261101-0007').getAttribute('href')).toBe(
        '/account/order/3b0f6c2e-8d1a-4f5b-9c7e-2a4d6e8f0b13',
      );
      // A card the collector described by name only reads as its name.
      const second = within(table).getByText('8202915').closest('tr') as HTMLElement;
      expect(within(second).getByText('Pikachu')).toBeTruthy();
      expect(within(table).getAllByText('Certification no.').length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'says there is no graded card yet and offers to apply, in Korean',
    async () => {
      fakeRoutes({ 'GET /api/collection/grading': () => page([]) });
      await renderWithProviders(<GradedCards />);
      const empty = await screen.findByTestId('collection-empty', {}, LOCALE_WAIT);
      expect(empty.textContent).toContain('그레이딩');
      expect(empty.querySelector('a')?.getAttribute('href')).toBe('/grading/submit/price');
    },
    SLOW,
  );

  it(
    'says the list could not be loaded, in Traditional Chinese, and asks again on retry',
    async () => {
      let answers = 0;
      fakeRoutes({
        'GET /api/collection/grading': () => {
          answers += 1;
          return answers === 1 ? { status: 500, code: 'INTERNAL', message: '' } : page([card()]);
        },
      });
      await renderWithProviders(<GradedCards />, { language: 'tw' });
      const error = await screen.findByTestId('error', {}, LOCALE_WAIT);
      fireEvent.click(within(error).getByRole('button'));
      expect(await screen.findByTestId('graded-cards', {}, LOCALE_WAIT)).toBeTruthy();
      expect(screen.getByText('8202914')).toBeTruthy();
      expect(screen.getAllByText('鑑定編號').length).toBeGreaterThan(0);
    },
    SLOW,
  );
});
