// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/languages';
import { renderWithCompletePage } from '@/testing/checkout-probe';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
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
  windowAttempt,
  virtualAccountIssued,
  windowFailed,
  type PaymentFake,
} from '@/testing/fake-payment-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderPayment } from './order-payment';

// Toss's SDK never loads in tests: the window is a spy (toss-window.test.ts covers what it is given).
const tossWindow = vi.hoisted(() => ({ openTossWindow: vi.fn(), openSandboxWindow: vi.fn() }));
vi.mock('./toss-window', async (original) => ({ ...(await original<object>()), ...tossWindow }));

cleanUpAfterEach();

/** The order's own pay page, at its address. */
const openPayPage = (language: Language) =>
  renderWithCompletePage('/account/order/:id/pay', <OrderPayment orderId={ORDER_ID} />, {
    path: `/account/order/${ORDER_ID}/pay`,
    language,
  });

const open = async (fake: PaymentFake, language: Language = 'ko') => {
  const calls = fakePaymentApi(fake);
  await openPayPage(language);
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
    ['CARD_DECLINED', 'REJECT_CARD_COMPANY', 'declined', '카드사에서 결제를 거절했습니다.'],
    [
      'INSUFFICIENT_FUNDS',
      'INSUFFICIENT_BALANCE',
      'insufficient-funds',
      '잔액이 부족해 결제되지 않았습니다.',
    ],
    ['EXPIRED_CARD', 'INVALID_CARD_EXPIRATION', 'expired-card', '유효기간이 지난 카드입니다.'],
    [
      'LIMIT_EXCEEDED',
      'EXCEED_MAX_DAILY_PAYMENT_COUNT',
      'limit-exceeded',
      '카드 한도를 초과해 결제되지 않았습니다.',
    ],
    [
      'PROVIDER_UNAVAILABLE',
      null,
      'provider-unavailable',
      '결제 서비스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    ],
    ['UNKNOWN', 'SOMETHING_NEW', 'unknown', '결제가 완료되지 않았습니다 (코드 SOMETHING_NEW).'],
  ] as const)(
    "the api's reason %s (provider code %s) is said (%s) with that the order still waits",
    async (apiReason, providerCode, reason, text) => {
      await open({ payments: [() => declined(apiReason, providerCode)] });
      typeCard('4000 0000 0000 0002');
      pay();
      expect(await reasonShown()).toBe(text);
      expect(screen.getByTestId('payment-failure').getAttribute('data-reason')).toBe(reason);
      expect(screen.getByTestId('payment-failure').textContent).toContain(
        `주문 ${ORDER_NUMBER} 건은 결제 대기 중입니다`,
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
      const calls = await open({
        payments: [() => declined('CARD_DECLINED', 'REJECT_CARD_COMPANY'), () => ok(paidByCard())],
      });
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
        {
          payments: [
            () => declined('INSUFFICIENT_FUNDS', 'INSUFFICIENT_BALANCE'),
            () => ok(virtualAccountIssued()),
          ],
        },
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
      await open({ payments: [() => declined('CARD_DECLINED', 'REJECT_CARD_COMPANY')] }, 'tw');
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

  it(
    "with Toss, each click opens the window under a new attempt's provider order id, for the server's amount",
    async () => {
      tossWindow.openTossWindow.mockReset();
      // The member closes the first window; the second click opens another attempt.
      tossWindow.openTossWindow
        .mockRejectedValueOnce(Object.assign(new Error('closed'), { code: 'PAY_PROCESS_CANCELED' }))
        .mockResolvedValueOnce(undefined);
      const calls = fakePaymentApi({
        payments: [],
        window: { provider: 'toss', tossClientKey: 'test_ck_x', portoneStoreId: null },
        failures: (body) => windowFailed('PAYMENT_CANCELLED', body.providerCode),
      });
      await openPayPage('ko');
      await screen.findByTestId('order-payment-form', {}, LOCALE_WAIT);
      pay();
      // The closed window is recorded at the api, which says why: the member closed it.
      expect(await reasonShown()).toBe('결제가 취소되었습니다.');
      expect(calls.find((c) => c.path === `/api/orders/${ORDER_ID}/payments/failures`)?.body).toEqual({
        providerCode: 'PAY_PROCESS_CANCELED',
        providerOrderId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a51',
      });
      pay();
      await waitFor(() => expect(tossWindow.openTossWindow).toHaveBeenCalledTimes(2), LOCALE_WAIT);
      const opened = tossWindow.openTossWindow.mock.calls.map(([p]) => p as Record<string, unknown>);
      expect(opened[0]).toMatchObject({
        clientKey: 'test_ck_x',
        orderId: ORDER_ID,
        providerOrderId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a51',
        orderName: `Slabworks 주문 ${ORDER_NUMBER}`,
        amount: { value: 14_800, currency: 'KRW' },
        customerKey: 'member-1',
      });
      expect(opened[1]).toMatchObject({ providerOrderId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a52' });
      expect(
        calls.filter((c) => c.method === 'POST' && c.path === `/api/orders/${ORDER_ID}/payments/attempts`),
      ).toHaveLength(2);
      // The window pays; nothing is charged through the card form.
      expect(paymentCalls(calls)).toHaveLength(0);
    },
    SLOW,
  );
});

// Issue #36: every method the spec names (one file with the window spies, which vitest shares).
const METHODS_WAIT = { timeout: 20_000 };
const METHODS_SLOW = 45_000;
const openMethods = async (fake: Partial<PaymentFake> = {}, language: Language = 'ko') => {
  const calls = fakePaymentApi({ payments: [], ...fake });
  await openPayPage(language);
  await screen.findByTestId('payment-methods', {}, METHODS_WAIT);
  return calls;
};
const choose = (id: string) => fireEvent.click(document.querySelector(`#${id}`)!);
const attempts = (calls: Awaited<ReturnType<typeof openMethods>>) =>
  calls.filter((c) => c.method === 'POST' && c.path === `/api/orders/${ORDER_ID}/payments/attempts`);

describe("the checkout's payment methods", () => {
  beforeEach(() => vi.clearAllMocks());
  it.each([
    [
      'ko',
      [
        '신용/체크카드',
        '실시간 계좌이체',
        '가상계좌',
        '휴대폰 결제',
        '카카오페이',
        '네이버페이',
        '토스페이',
        '문화상품권',
      ],
    ],
    [
      'en',
      [
        'Credit or debit card',
        'Real-time bank transfer',
        'Virtual account',
        'Mobile phone payment',
        'Kakao Pay',
        'Naver Pay',
        'Toss Pay',
        'Culture gift card',
      ],
    ],
    [
      'tw',
      ['信用卡', '即時轉帳', '虛擬帳戶', '手機小額付款', 'Kakao Pay', 'Naver Pay', 'Toss Pay', '文化商品券'],
    ],
  ] as const)(
    'offers every method the spec names, each with its name and logo text (%s)',
    async (language, names) => {
      await openMethods({}, language);
      const labels = [...screen.getByTestId('payment-methods').querySelectorAll('label')].map(
        (l) => l.textContent ?? '',
      );
      expect(labels).toHaveLength(8);
      names.forEach((name, i) => expect(labels[i]).toContain(name));
      expect(labels[4]).toContain('kakao pay');
      expect(labels[7]).toContain('CULTURELAND');
    },
    METHODS_SLOW,
  );

  it.each([
    ['ko', '카카오페이'],
    ['en', 'Kakao Pay'],
    ['tw', 'Kakao Pay'],
  ] as const)(
    'a quick pay says its window opens after ordering (%s)',
    async (language, name) => {
      await openMethods({}, language);
      choose('pay-kakaopay');
      expect((await screen.findByTestId('window-hint', {}, METHODS_WAIT)).textContent).toContain(name);
      expect(document.querySelector('#card-number')).toBeNull();
    },
    METHODS_SLOW,
  );

  it(
    'with the sandbox, Kakao Pay starts an attempt for the wallet and goes to its played window',
    async () => {
      const calls = await openMethods();
      choose('pay-kakaopay');
      await screen.findByTestId('window-hint', {}, METHODS_WAIT);
      fireEvent.click(screen.getByTestId('pay'));
      await waitFor(() => expect(tossWindow.openSandboxWindow).toHaveBeenCalledTimes(1), METHODS_WAIT);
      expect(attempts(calls).map((c) => c.body)).toEqual([{ method: 'EASY_PAY', easyPay: 'KAKAOPAY' }]);
      const href = new URL(tossWindow.openSandboxWindow.mock.calls[0]![0] as string, 'http://localhost');
      expect(href.pathname).toBe('/api/payments/sandbox/checkout');
      expect(href.searchParams.get('method')).toBe('EASY_PAY');
      expect(href.searchParams.get('easyPay')).toBe('KAKAOPAY');
      expect(href.searchParams.get('successUrl')).toBe(
        `/kakaopay?order=${ORDER_ID}&method=EASY_PAY&easyPay=KAKAOPAY`,
      );
    },
    METHODS_SLOW,
  );

  it(
    "with Toss, a mobile-phone payment opens Toss's window with the api's words for it",
    async () => {
      const calls = await openMethods({
        window: { provider: 'toss', tossClientKey: 'test_ck_x', portoneStoreId: null },
        attempts: () => ok({ ...windowAttempt(1, 'MOBILE'), window: { method: 'MOBILE_PHONE' } }),
      });
      choose('pay-mobile');
      await screen.findByTestId('window-hint', {}, METHODS_WAIT);
      fireEvent.click(screen.getByTestId('pay'));
      await waitFor(() => expect(tossWindow.openTossWindow).toHaveBeenCalledTimes(1), METHODS_WAIT);
      expect(attempts(calls).map((c) => c.body)).toEqual([{ method: 'MOBILE' }]);
      expect(tossWindow.openTossWindow.mock.calls[0]![0]).toMatchObject({
        window: { method: 'MOBILE_PHONE' },
        paid: { method: 'MOBILE' },
      });
    },
    METHODS_SLOW,
  );

  it(
    "with PortOne, Kakao Pay opens PortOne's window on the attempt's paymentId; a closed window is said and the next click is a new attempt",
    async () => {
      // cdn.portone.io is not reachable in tests: the browser SDK is a stub answering as on a desktop.
      const requestPayment = vi
        .fn()
        .mockResolvedValueOnce({
          paymentId: 'x',
          code: 'FAILURE_TYPE_PG',
          message: '사용자가 결제를 취소하였습니다',
        })
        .mockReturnValueOnce(new Promise(() => undefined));
      vi.stubGlobal('PortOne', { requestPayment });
      const calls = await openMethods({
        window: { provider: 'portone', tossClientKey: null, portoneStoreId: 'store-1' },
        attempts: (() => {
          let n = 0;
          return () => {
            n += 1;
            return ok({
              ...windowAttempt(n, 'EASY_PAY'),
              window: { method: 'EASY_PAY', easyPay: 'KAKAOPAY', channelKey: 'channel-kakao' },
            });
          };
        })(),
        failures: (body) => windowFailed('PAYMENT_CANCELLED', body.providerCode),
      });
      choose('pay-kakaopay');
      await screen.findByTestId('window-hint', {}, METHODS_WAIT);
      fireEvent.click(screen.getByTestId('pay'));
      expect(await reasonShown()).toBe('결제가 취소되었습니다.');
      expect(requestPayment.mock.calls[0]![0]).toMatchObject({
        storeId: 'store-1',
        channelKey: 'channel-kakao',
        paymentId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a51',
        totalAmount: 14_800,
        currency: 'CURRENCY_KRW',
        payMethod: 'EASY_PAY',
        easyPay: { easyPayProvider: 'EASY_PAY_PROVIDER_KAKAOPAY' },
      });
      expect(calls.find((c) => c.path === `/api/orders/${ORDER_ID}/payments/failures`)?.body).toEqual({
        providerCode: 'FAILURE_TYPE_PG',
        providerOrderId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a51',
      });
      fireEvent.click(screen.getByTestId('pay'));
      await waitFor(() => expect(requestPayment).toHaveBeenCalledTimes(2), METHODS_WAIT);
      expect(requestPayment.mock.calls[1]![0]).toMatchObject({
        paymentId: 'pa-0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a52',
      });
      expect(attempts(calls).map((c) => c.body)).toEqual([
        { method: 'EASY_PAY', easyPay: 'KAKAOPAY' },
        { method: 'EASY_PAY', easyPay: 'KAKAOPAY' },
      ]);
      // The window pays; the api is not asked to charge anything from the page.
      expect(paymentCalls(calls)).toHaveLength(0);
      expect(tossWindow.openTossWindow).not.toHaveBeenCalled();
    },
    METHODS_SLOW,
  );

  it(
    'a virtual account is issued at once, with no window',
    async () => {
      const calls = await openMethods();
      choose('pay-virtual-account');
      fireEvent.click(screen.getByTestId('pay'));
      await waitFor(
        () => expect(calls.some((c) => c.path === `/api/orders/${ORDER_ID}/payments`)).toBe(true),
        METHODS_WAIT,
      );
      expect(attempts(calls)).toHaveLength(0);
      expect(tossWindow.openSandboxWindow).not.toHaveBeenCalled();
    },
    METHODS_SLOW,
  );
});
