// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchPopReportApiResponse } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch, type StubbedCall } from '@/testing/stub-api-fetch';
import PopReportPage from './pop-report-page';

// The altcha widget computes a proof of work in a web worker; here a button stands for a solved box.
vi.mock('@/features/card-data/pop-report/altcha-captcha', () => ({
  AltchaCaptcha: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" data-testid="pop-captcha" onClick={() => onChange('solved-payload')}>
      solve
    </button>
  ),
}));

cleanUpAfterEach();

// The page loads its table lazily; a test that ends before the table is drawn left that import running
// past the file's environment (EnvironmentTeardownError on a loaded CI machine). Loaded once up front.
beforeAll(async () => {
  await import('./pop-report-table');
}, SLOW);

const reportFor = (term: string, pass: string): SearchPopReportApiResponse['data'] => ({
  pass,
  term,
  page: 1,
  size: 20,
  sort: 'total',
  order: 'desc',
  totalCards: 1,
  items: [
    {
      card: { cardCategory: 'POKEMON', playerName: term, setName: 'Base Set', year: 1999, cardNumber: '58' },
      grades: [{ grade: '10', count: 2 }],
      total: 2,
    },
  ],
});

const CHALLENGE = { algorithm: 'SHA-256', challenge: 'c', maxnumber: 10, salt: 's', signature: 'sig' };

/** The api as the captcha service answers: a solved box gives a pass; `passTerms` terms later it is used up. */
const popReportApi = (passTerms: number) => {
  const opened = new Set<string>();
  return stubApiFetch((_method, path, query) => {
    if (path === '/api/pop-report/captcha') return ok(CHALLENGE);
    const term = query.get('term') ?? '';
    if (query.get('captcha')) {
      opened.clear();
      opened.add(term);
      return ok(reportFor(term, 'pass-1'));
    }
    if (query.get('pass') === 'pass-1' && (opened.has(term) || opened.size < passTerms)) {
      opened.add(term);
      return ok(reportFor(term, 'pass-1'));
    }
    return {
      status: 400,
      body: { code: 'CAPTCHA.PASS_EXPIRED', message: 'expired', data: null },
    };
  });
};

const searchFor = async (term: string) => {
  fireEvent.change(screen.getByTestId('pop-term'), { target: { value: term } });
  fireEvent.click(screen.getByTestId('pop-submit'));
};

const searches = (calls: StubbedCall[]) =>
  calls
    .filter((call) => call.path === '/api/pop-report')
    .map(
      (call) => `${call.query.get('term')}:${call.query.get('captcha') ? 'captcha' : call.query.get('pass')}`,
    );

describe('/pop-report', () => {
  it(
    'asks for the box before the first search only: later terms search with the pass',
    async () => {
      const calls = popReportApi(10);
      await renderWithProviders(<PopReportPage />, { language: 'en' });
      await screen.findByText('Enter a search term and tick the box to see the population.', {}, LOCALE_WAIT);

      await searchFor('Pikachu');
      expect(await screen.findByTestId('pop-need-captcha')).toBeTruthy();
      expect(searches(calls)).toEqual([]);

      fireEvent.click(await screen.findByTestId('pop-captcha'));
      await searchFor('Pikachu');
      expect((await screen.findByTestId('pop-summary')).textContent).toBe('1 card matches “Pikachu”');
      expect(screen.getByTestId('pop-pass').textContent).toMatch(/up to 10 terms/);
      expect(screen.queryByTestId('pop-captcha')).toBeNull();

      await searchFor('Charizard');
      await waitFor(() => expect(screen.getByTestId('pop-summary').textContent).toContain('Charizard'));
      await searchFor('Mew');
      await waitFor(() => expect(screen.getByTestId('pop-summary').textContent).toContain('Mew'));
      expect(searches(calls)).toEqual(['Pikachu:captcha', 'Charizard:pass-1', 'Mew:pass-1']);
    },
    SLOW,
  );

  it(
    'brings the box back with a reason when the pass has run out, keeping the report and the term',
    async () => {
      const calls = popReportApi(1);
      await renderWithProviders(<PopReportPage />, { language: 'ko' });
      fireEvent.click(await screen.findByTestId('pop-captcha', {}, LOCALE_WAIT));
      await searchFor('Pikachu');
      await screen.findByTestId('pop-summary');

      await searchFor('Charizard');
      expect((await screen.findByTestId('pop-error')).textContent).toBe(
        '검색 확인 시간이 지났거나 10번을 모두 썼습니다. 체크 후 다시 검색하세요.',
      );
      expect(screen.queryByTestId('pop-pass')).toBeNull();
      expect(screen.getByTestId('pop-summary').textContent).toContain('Pikachu');
      expect((screen.getByTestId('pop-term') as HTMLInputElement).value).toBe('Charizard');

      fireEvent.click(await screen.findByTestId('pop-captcha'));
      await searchFor('Charizard');
      await waitFor(() => expect(screen.getByTestId('pop-summary').textContent).toContain('Charizard'));
      expect(searches(calls)).toEqual(['Pikachu:captcha', 'Charizard:pass-1', 'Charizard:captcha']);
    },
    SLOW,
  );
});
