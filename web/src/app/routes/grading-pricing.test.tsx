// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seedCostPolicy, type CostPolicy, type Currency } from '@slabworks/domain';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, serverDown, stubApiFetch } from '@/testing/stub-api-fetch';
import GradingPricingRoute from './grading-pricing';
import GradingSubmitPriceRoute from './grading-submit-price';

type Language = 'ko' | 'en' | 'tw';

cleanUpAfterEach();

// The console raised the regular plan: the guide must show the new price, not spec §9's seed.
const consolePolicy = (currency: Currency): CostPolicy => {
  const seed = seedCostPolicy(currency);
  const raised = currency === 'KRW' ? 21_000 : 600;
  return {
    ...seed,
    productService: seed.productService.map((row) =>
      row.serviceName === 'REG' ? { ...row, amount: raised } : row,
    ),
  };
};

const priceApi = (fail = false) =>
  stubApiFetch((_method, path, query) => {
    if (path === '/api/content/cost-policy') {
      if (fail) return serverDown('down');
      return ok(consolePolicy((query.get('currency') ?? 'KRW') as Currency));
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: '', data: null } };
  });

const render = (element: ReactElement, language: Language, currency: Currency) =>
  renderWithProviders(element, { language, state: { preferences: { language, currency } } as never });

describe('the price guide (/grading/pricing)', () => {
  it.each([
    ['ko', 'KRW', '₩21,000', '₩29,800', '₩6,000'],
    ['en', 'KRW', '₩21,000', '₩29,800', '₩6,000'],
    ['tw', 'TWD', '600', '800', '150'],
  ] as const)(
    "shows the console's prices (%s, %s)",
    async (language, currency, regular, express, jeju) => {
      const calls = priceApi();
      await render(<GradingPricingRoute />, language, currency);
      const reg = await screen.findByTestId('price-REG', {}, LOCALE_WAIT);
      expect(reg.textContent).toContain(regular);
      expect(screen.getByTestId('price-EXP').textContent).toContain(express);
      expect(document.body.textContent).toContain(jeju);
      expect(calls.find((call) => call.path === '/api/content/cost-policy')?.query.get('currency')).toBe(
        currency,
      );
    },
    SLOW,
  );

  it(
    'names the quick submission extra only where the policy has one (TWD)',
    async () => {
      priceApi();
      await render(<GradingPricingRoute />, 'tw', 'TWD');
      await screen.findByTestId('price-REG', {}, LOCALE_WAIT);
      expect(screen.getByTestId('pricing-notes').textContent).toMatch(/簡易申請每張加收 (NT)?\$50/);
      cleanup();
      priceApi();
      await render(<GradingPricingRoute />, 'ko', 'KRW');
      await screen.findByTestId('price-REG', {}, LOCALE_WAIT);
      expect(screen.getByTestId('pricing-notes').textContent).not.toContain('간편 접수');
      expect(screen.getByTestId('pricing-notes').textContent).toContain('₩19,800 할인');
    },
    SLOW,
  );

  it(
    'waits with a loading state, and offers a retry when the prices cannot be read',
    async () => {
      priceApi(true);
      await render(<GradingPricingRoute />, 'ko', 'KRW');
      expect(await screen.findByTestId('loading', {}, LOCALE_WAIT)).toBeTruthy();
      const error = await screen.findByTestId('error', {}, LOCALE_WAIT);
      expect(error.textContent).toContain('가격표를 불러오지 못했습니다.');
      vi.unstubAllGlobals();
      priceApi();
      fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
      expect((await screen.findByTestId('price-REG', {}, LOCALE_WAIT)).textContent).toContain('₩21,000');
    },
    SLOW,
  );
});

describe('the first step of an application (/grading/submit/price)', () => {
  it.each([
    ['ko', 'KRW', '₩21,000'],
    ['en', 'KRW', '₩21,000'],
    ['tw', 'TWD', '600'],
  ] as const)(
    "prices the service levels from the console's policy (%s)",
    async (language, currency, regular) => {
      priceApi();
      await render(<GradingSubmitPriceRoute />, language, currency);
      await vi.waitFor(
        () => expect(screen.getByTestId('level-price-REG').textContent).toContain(regular),
        LOCALE_WAIT,
      );
    },
    SLOW,
  );

  it(
    'adds the quick submission extra to a SIMPLE application, as the quote will (TWD)',
    async () => {
      priceApi();
      await render(<GradingSubmitPriceRoute />, 'tw', 'TWD');
      await vi.waitFor(
        () => expect(screen.getByTestId('level-price-EXP').textContent).toContain('800'),
        LOCALE_WAIT,
      );
      fireEvent.click(screen.getByTestId('type-SIMPLE'));
      await vi.waitFor(() => expect(screen.getByTestId('level-price-EXP').textContent).toContain('850'));
    },
    SLOW,
  );

  it(
    'says the prices could not be read and still lets the collector go on',
    async () => {
      priceApi(true);
      await render(<GradingSubmitPriceRoute />, 'ko', 'KRW');
      expect((await screen.findByTestId('error', {}, LOCALE_WAIT)).textContent).toContain(
        '가격을 불러오지 못했습니다.',
      );
      expect(screen.getByTestId('price-next')).toBeTruthy();
    },
    SLOW,
  );
});
