// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GradingSubmissionForm } from './grading-submission-form';

// The screen suspends while its locale files load (a few seconds on a busy machine).
const LOCALE_WAIT = { timeout: 10_000 };
const SLOW = 60_000;

cleanUpAfterEach();

// Moved from the order journey (issue 33): the field errors of an empty submission, in en and tw.
describe('the grading submission form', () => {
  it.each([
    ['en', 'Enter the player or card name.'],
    ['tw', '請輸入球員或卡片名稱。'],
  ] as const)(
    'says in %s which field an empty submission misses, before anything is sent',
    async (language, message) => {
      const calls = fakeApi(() => ({ status: 404, body: { code: 'NOT_FOUND', message: '', data: null } }));
      await renderWithProviders(
        <GradingSubmissionForm submitType="GENERAL" level="EXP" draftId={null} discounts={() => <></>} />,
        { path: '/grading/submit?type=GENERAL&level=EXP', language },
      );
      fireEvent.click(await screen.findByTestId('pay', {}, LOCALE_WAIT));
      expect(await screen.findByText(message, {}, LOCALE_WAIT)).toBeTruthy();
      // Nothing went out: no order placed, and no quote for a form that names no card (issue 35).
      expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/orders')).toEqual([]);
      expect(calls.filter((call) => call.path === '/api/orders/price-quote')).toEqual([]);
    },
    SLOW,
  );

  it(
    'asks for a quote once a card is named',
    async () => {
      const calls = fakeApi(() => ({ status: 404, body: { code: 'NOT_FOUND', message: '', data: null } }));
      await renderWithProviders(
        <GradingSubmissionForm submitType="GENERAL" level="EXP" draftId={null} discounts={() => <></>} />,
        { path: '/grading/submit?type=GENERAL&level=EXP', language: 'ko' },
      );
      const player = await screen
        .findByTestId('pay', {}, LOCALE_WAIT)
        .then(() => document.querySelector('#line-0-player')!);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(calls.filter((call) => call.path === '/api/orders/price-quote')).toEqual([]);
      fireEvent.change(player, { target: { value: 'Pikachu' } });
      await waitFor(() =>
        expect(calls.filter((call) => call.path === '/api/orders/price-quote')).toHaveLength(1),
      );
    },
    SLOW,
  );
});
