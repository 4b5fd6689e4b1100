// @vitest-environment jsdom
import '@/testing/antd-in-jsdom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/languages';
import { ok } from '@/testing/fake-api';
import {
  declined,
  fakePaymentApi,
  ORDER_ID,
  ORDER_NUMBER,
  paidByCard,
  paymentCalls,
  unavailable,
  unpaidOrder,
  virtualAccountIssued,
  type PaymentFake,
} from '@/testing/fake-payment-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderPayment } from './order-payment';

// The screen suspends while its locale files load (a few seconds on a busy machine).
const LOCALE_WAIT = { timeout: 10_000 };
const SLOW = 30_000;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = async (fake: PaymentFake, language: Language = 'ko') => {
  const calls = fakePaymentApi(fake);
  await renderWithProviders(
    <Routes>
      <Route path="/account/order/:id/pay" element={<OrderPayment orderId={ORDER_ID} />} />
      <Route path="/grading/orderComplete" element={<p data-testid="complete-page">complete</p>} />
    </Routes>,
    { path: `/account/order/${ORDER_ID}/pay`, language },
  );
  await screen.findByTestId('order-payment-form', {}, LOCALE_WAIT);
  await screen.findByLabelText(/카드 번호|Card number|卡號/, {}, LOCALE_WAIT);
  return calls;
};

const typeCard = (number: string) =>
  fireEvent.change(document.querySelector('#card-number')!, { target: { value: number } });
const pay = () => fireEvent.click(screen.getByTestId('pay'));
const reasonShown = async () =>
  (await screen.findByTestId('payment-failure-reason', {}, LOCALE_WAIT)).textContent;

describe('paying a placed order again (/account/order/:id/pay)', () => {
  it.each([
    ['REJECT_CARD_COMPANY', 'declined', '카드사에서 결제를 거절했습니다.'],
    ['INSUFFICIENT_BALANCE', 'insufficient-funds', '잔액이 부족해 결제되지 않았습니다.'],
    ['INVALID_CARD_EXPIRATION', 'expired-card', '유효기간이 지난 카드입니다.'],
    ['EXCEED_MAX_DAILY_PAYMENT_COUNT', 'limit-exceeded', '카드 한도를 초과해 결제되지 않았습니다.'],
    [
      'PROVIDER_ERROR',
      'provider-unavailable',
      '결제 서비스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    ],
    ['SOMETHING_NEW', 'unknown', '결제가 완료되지 않았습니다 (코드 SOMETHING_NEW).'],
  ])(
    'a refusal with providerCode %s says why (%s) and that the order still waits',
    async (providerCode, reason, text) => {
      await open({ payments: [() => declined(providerCode)] });
      typeCard('4000 0000 0000 0002');
      pay();
      expect(await reasonShown()).toBe(text);
      expect(screen.getByTestId('payment-failure').getAttribute('data-reason')).toBe(reason);
      expect(screen.getByTestId('payment-failure').textContent).toContain(
        `주문 ${ORDER_NUMBER}은(는) 결제 대기 중입니다`,
      );
      // The form keeps what was typed.
      expect((document.querySelector('#card-number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    },
    SLOW,
  );

  it(
    'says the provider is unavailable when the api answers 503',
    async () => {
      await open({ payments: [unavailable] });
      pay();
      expect(await reasonShown()).toBe('결제 서비스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    },
    SLOW,
  );

  it(
    'pays the same order with a good card after a decline, and opens the complete page',
    async () => {
      const calls = await open({ payments: [() => declined('REJECT_CARD_COMPANY'), () => ok(paidByCard())] });
      typeCard('4000 0000 0000 0002');
      pay();
      await reasonShown();
      typeCard('4242 4242 4242 4242');
      pay();
      await screen.findByTestId('complete-page', {}, LOCALE_WAIT);
      expect(paymentCalls(calls).map((call) => [call.path, call.body])).toEqual([
        [`/api/orders/${ORDER_ID}/payments`, { method: 'CARD', cardNumber: '4000000000000002' }],
        [`/api/orders/${ORDER_ID}/payments`, { method: 'CARD', cardNumber: '4242424242424242' }],
      ]);
      expect(calls.some((call) => call.method === 'POST' && call.path === '/api/orders')).toBe(false);
    },
    SLOW,
  );

  it(
    'switches to a virtual account after a declined card (en)',
    async () => {
      const calls = await open(
        { payments: [() => declined('INSUFFICIENT_BALANCE'), () => ok(virtualAccountIssued())] },
        'en',
      );
      pay();
      expect(await reasonShown()).toBe('The payment did not go through: insufficient funds.');
      fireEvent.click(document.querySelector('#pay-virtual-account')!);
      await waitFor(() => expect(document.querySelector('#card-number')).toBeNull());
      pay();
      await screen.findByTestId('complete-page', {}, LOCALE_WAIT);
      expect(paymentCalls(calls).at(-1)?.body).toEqual({ method: 'VIRTUAL_ACCOUNT' });
    },
    SLOW,
  );

  it(
    'says the reason in Chinese (tw)',
    async () => {
      await open({ payments: [() => declined('REJECT_CARD_COMPANY')] }, 'tw');
      pay();
      expect(await reasonShown()).toBe('發卡機構拒絕了這筆付款。');
    },
    SLOW,
  );

  it(
    'offers no payment once the api no longer allows PAY',
    async () => {
      fakePaymentApi({
        payments: [],
        order: unpaidOrder({ status: 'PROCESSING', allowedActions: ['CANCEL'] }),
      });
      await renderWithProviders(<OrderPayment orderId={ORDER_ID} />, { language: 'ko' });
      await screen.findByTestId('order-not-payable', {}, LOCALE_WAIT);
      expect(screen.queryByTestId('pay')).toBeNull();
    },
    SLOW,
  );
});
