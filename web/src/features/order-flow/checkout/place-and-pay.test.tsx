// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { CheckoutProbe, renderWithCompletePage } from '@/testing/checkout-probe';
import { ok } from '@/testing/fake-api';
import {
  declined,
  fakePaymentApi,
  ORDER_ID,
  ORDER_NUMBER,
  paidByCard,
  paymentCalls,
  virtualAccountIssued,
  type PaymentFake,
} from '@/testing/fake-payment-api';

cleanUpAfterEach();

const open = async (fake: PaymentFake) => {
  const calls = fakePaymentApi(fake);
  await renderWithCompletePage('/grading/submit', <CheckoutProbe note="Pikachu" />, {
    path: '/grading/submit',
    language: 'ko',
  });
  await screen.findByLabelText('카드 번호', {}, LOCALE_WAIT);
  return calls;
};

const typeCard = (number: string) =>
  fireEvent.change(document.querySelector('#card-number')!, { target: { value: number } });
const pay = () => fireEvent.click(screen.getByTestId('pay'));
const placeCalls = (calls: ReturnType<typeof fakePaymentApi>) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/orders');

describe('the checkout: one order, many payment attempts', () => {
  it(
    'a declined card keeps the placed order; typing the good card pays the SAME order',
    async () => {
      const calls = await open({
        payments: [() => declined('CARD_DECLINED', 'REJECT_CARD_COMPANY'), () => ok(paidByCard())],
      });
      expect(screen.getByTestId('pay').textContent).toContain('주문하고 결제');
      typeCard('4000 0000 0000 0002');
      pay();
      expect((await screen.findByTestId('payment-failure-reason', {}, LOCALE_WAIT)).textContent).toBe(
        '카드사에서 결제를 거절했습니다.',
      );
      expect(screen.getByTestId('placed-order').textContent).toContain(ORDER_NUMBER);
      // The order's own fields are fixed now; the payment step is not.
      expect((document.querySelector('#note') as HTMLInputElement).disabled).toBe(true);
      expect((document.querySelector('#card-number') as HTMLInputElement).disabled).toBe(false);
      expect(screen.getByTestId('pay').textContent).toBe('₩14,800 결제');

      typeCard('4242 4242 4242 4242');
      pay();
      await screen.findByTestId('complete-page', {}, LOCALE_WAIT);
      expect(placeCalls(calls)).toHaveLength(1);
      expect(paymentCalls(calls).map((call) => call.path)).toEqual([
        `/api/orders/${ORDER_ID}/payments`,
        `/api/orders/${ORDER_ID}/payments`,
      ]);
    },
    SLOW,
  );

  it(
    'switches the placed order to a virtual account after a declined card',
    async () => {
      const calls = await open({
        payments: [
          () => declined('EXPIRED_CARD', 'INVALID_CARD_EXPIRATION'),
          () => ok(virtualAccountIssued()),
        ],
      });
      pay();
      expect((await screen.findByTestId('payment-failure-reason', {}, LOCALE_WAIT)).textContent).toBe(
        '유효기간이 지난 카드입니다.',
      );
      fireEvent.click(document.querySelector('#pay-virtual-account')!);
      pay();
      await screen.findByTestId('complete-page', {}, LOCALE_WAIT);
      expect(placeCalls(calls)).toHaveLength(1);
      expect(paymentCalls(calls).map((call) => call.body)).toEqual([
        { method: 'CARD', cardNumber: '4242424242424242' },
        { method: 'VIRTUAL_ACCOUNT' },
      ]);
    },
    SLOW,
  );

  it(
    'places a new order when the placed one ended meanwhile (cancelled elsewhere)',
    async () => {
      const calls = await open({
        payments: [
          () => declined('CARD_DECLINED', 'REJECT_CARD_COMPANY'),
          () => ({
            status: 409,
            body: { code: 'ORDER.CANCELLED', message: '취소된 주문입니다.', data: null },
          }),
        ],
      });
      pay();
      await screen.findByTestId('payment-failure', {}, LOCALE_WAIT);
      pay();
      expect((await screen.findByTestId('submit-error', {}, LOCALE_WAIT)).textContent).toContain(
        '새 주문으로 접수됩니다',
      );
      expect(screen.queryByTestId('placed-order')).toBeNull();
      expect((document.querySelector('#note') as HTMLInputElement).disabled).toBe(false);
      expect(placeCalls(calls)).toHaveLength(1);
    },
    SLOW,
  );
});
