// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakePaymentApi, ORDER_ID, unpaidOrder } from '@/testing/fake-payment-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderActions } from './order-actions';

cleanUpAfterEach();

const open = async (order: ReturnType<typeof unpaidOrder>, language: 'ko' | 'en' | 'tw' = 'ko') => {
  fakePaymentApi({ payments: [], order });
  await renderWithProviders(
    <Routes>
      <Route path="/account/order/:id" element={<OrderActions order={order} reload={() => undefined} />} />
      <Route path="/account/order/:id/pay" element={<p data-testid="pay-page">pay</p>} />
    </Routes>,
    { path: `/account/order/${ORDER_ID}`, language },
  );
};

describe("the order page's pay action", () => {
  it(
    'is offered while the api allows PAY, and opens the payment step of the same order',
    async () => {
      await open(unpaidOrder());
      const action = await screen.findByTestId('order-pay-action', {}, LOCALE_WAIT);
      expect(action.textContent).toContain('결제를 기다리는 주문입니다');
      expect(action.textContent).toContain('14,800');
      fireEvent.click(screen.getByTestId('order-pay'));
      await screen.findByTestId('pay-page');
    },
    SLOW,
  );

  it(
    'reads in English and Chinese',
    async () => {
      await open(unpaidOrder(), 'en');
      expect((await screen.findByTestId('order-pay', {}, LOCALE_WAIT)).textContent).toBe('Pay now');
      cleanup();
      await open(unpaidOrder(), 'tw');
      expect((await screen.findByTestId('order-pay', {}, LOCALE_WAIT)).textContent).toBe('立即付款');
    },
    SLOW,
  );

  it(
    'is not offered when PAY is not among the allowed actions',
    async () => {
      await open(unpaidOrder({ status: 'PROCESSING', allowedActions: ['CANCEL'] }));
      await screen.findByTestId('cancel-open', {}, LOCALE_WAIT);
      expect(screen.queryByTestId('order-pay-action')).toBeNull();
      expect(screen.queryByTestId('order-pay')).toBeNull();
    },
    SLOW,
  );
});
