// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { ORDER_ID, ORDER_NUMBER, unpaidOrder, type OrderDetail } from '@/testing/fake-payment-api';
import { fakeRoutes } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Language } from '@/lib/languages';
import OrderCompletePage from './order-complete-page';

cleanUpAfterEach();

const company = {
  country: 'KR' as const,
  name: 'Slabworks',
  representative: '홍길동',
  address: '서울시 강남구 1',
  businessNumber: '123-45-67890',
  mailOrderNumber: '2026-서울-0001',
  branchAddress: '',
  receivingAddress: '서울시 강남구 테헤란로 1, 접수처',
};

const paidOrder = (): OrderDetail =>
  unpaidOrder({ status: 'PROCESSING', allowedActions: ['CHANGE_ADDRESS'], paymentFailure: null });

const answering = (order: () => OrderDetail) =>
  fakeRoutes({
    'GET /api/orders/{id}': () => ({ data: order() }),
    'GET /api/content/company': () => ({ data: company }),
  });

const open = async (language: Language = 'ko', path = `/grading/orderComplete?orderId=${ORDER_ID}`) =>
  renderWithProviders(
    <Routes>
      <Route path="/grading/orderComplete" element={<OrderCompletePage />} />
      <Route path="/reholder/orderComplete" element={<OrderCompletePage />} />
      <Route path="/account/order/:id/pay" element={<p data-testid="pay-page">pay</p>} />
    </Routes>,
    { path, language },
  );

describe('the order-complete page', () => {
  it(
    'waits with a loading state while the order is read',
    async () => {
      answering(paidOrder);
      // The order's answer never comes: the page stays on its loading state.
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => undefined)),
      );
      await open();
      expect((await screen.findByTestId('loading', {}, LOCALE_WAIT)).textContent).toContain('불러오는 중');
      expect(screen.queryByTestId('order-complete')).toBeNull();
    },
    SLOW,
  );

  it(
    "shows the placed order's number, amount and payment state, and what to do next",
    async () => {
      const calls = answering(paidOrder);
      await open();
      expect((await screen.findByTestId('order-number', {}, LOCALE_WAIT)).textContent).toBe(ORDER_NUMBER);
      expect(screen.getByTestId('order-amount').textContent).toBe('₩14,800');
      expect(screen.getByTestId('payment-state').textContent).toBe('결제 완료');
      expect(screen.getByText('주문해 주셔서 감사합니다')).toBeTruthy();
      expect(screen.queryByTestId('complete-pay-action')).toBeNull();
      expect((await screen.findByTestId('next-ship', {}, LOCALE_WAIT)).textContent).toContain(
        company.receivingAddress,
      );
      expect(calls.some((call) => call.method === 'GET' && call.path === `/api/orders/${ORDER_ID}`)).toBe(
        true,
      );
    },
    SLOW,
  );

  it(
    'offers the pay step when the order awaits payment, and opens it for the same order',
    async () => {
      answering(() => unpaidOrder());
      await open();
      const action = await screen.findByTestId('complete-pay-action', {}, LOCALE_WAIT);
      expect(action.textContent).toContain('결제가 아직 완료되지 않았습니다');
      expect(screen.getByTestId('payment-state').textContent).toBe('결제 대기');
      fireEvent.click(screen.getByTestId('complete-pay'));
      await screen.findByTestId('pay-page', {}, LOCALE_WAIT);
    },
    SLOW,
  );

  it(
    'reads in English and Chinese',
    async () => {
      answering(() => unpaidOrder());
      await open('en');
      expect((await screen.findByTestId('complete-pay', {}, LOCALE_WAIT)).textContent).toBe('Pay now');
      expect(screen.getByTestId('payment-state').textContent).toBe('Waiting for payment');
      expect(screen.getByText('Thank you for your order')).toBeTruthy();
      cleanup();
      answering(paidOrder);
      await open('tw');
      expect((await screen.findByTestId('payment-state', {}, LOCALE_WAIT)).textContent).toBe('已付款');
      expect(screen.getByText('感謝您的訂購')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'says so when the order cannot be read, and when no order was given',
    async () => {
      fakeRoutes({
        'GET /api/orders/{id}': () => ({ status: 404, code: 'ORDER.NOT_FOUND', message: 'not found' }),
        'GET /api/content/company': () => ({ data: company }),
      });
      await open();
      const error = await screen.findByTestId('error', {}, LOCALE_WAIT);
      expect(error.textContent).toContain('내용을 불러오지 못했습니다');
      expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
      expect(screen.queryByTestId('order-complete')).toBeNull();
      cleanup();
      answering(paidOrder);
      await open('ko', '/grading/orderComplete');
      expect((await screen.findByTestId('error', {}, LOCALE_WAIT)).textContent).toBe('주문 정보가 없습니다.');
    },
    SLOW,
  );
});
