// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok, type FakeAnswer, type FakeCall } from '@/testing/fake-api';
import {
  ORDER_ID,
  orderItem,
  unpaidOrder,
  type OrderDetail,
  type OrderItem,
} from '@/testing/fake-payment-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderActions } from './order-actions';
import { RegisteredRefundAccount } from './registered-refund-account';

cleanUpAfterEach();

// A paid order with an ungradable card, at a refundable stage (spec §4).
const ungradableOrder = (displayStage: 'GRADING' | 'SHIPPING_OUT', items: OrderItem[] = [orderItem()]) =>
  unpaidOrder({
    status: 'PROCESSING',
    processingStatus: displayStage === 'GRADING' ? 'CARD_CORRESPOND_CHECKED' : 'SHIPPING_OUT',
    displayStage,
    payment: { method: 'CARD', amount: 14_800 },
    paymentFailure: null,
    payBy: null,
    items,
    allowedActions: ['REQUEST_PARTIAL_CANCEL', 'REGISTER_REFUND_ACCOUNT'],
  });

const requested = ok({
  orderId: ORDER_ID,
  revision: 4,
  events: ['PartialCancelRequested'],
  status: 'REQUEST_PARTIAL_CANCELED',
  processingStatus: 'SHIPPING_OUT',
});

const open = async (
  order: OrderDetail,
  language: 'ko' | 'en' | 'tw',
  answer: (call: FakeCall) => FakeAnswer = () => requested,
) => {
  const calls = fakeApi(answer);
  const reload = vi.fn();
  await renderWithProviders(
    <Routes>
      <Route path="/account/order/:id" element={<OrderActions order={order} reload={reload} />} />
    </Routes>,
    { path: `/account/order/${ORDER_ID}`, language },
  );
  await screen.findByTestId('refund-request-open', {}, LOCALE_WAIT);
  return { calls, reload };
};
const sent = (calls: FakeCall[]) => calls.filter((call) => call.path.endsWith('/refund-request'));

describe('the refund for ungradable cards', () => {
  it(
    'is asked for with one click and a confirmation, and says it is on its way (ko)',
    async () => {
      const { calls, reload } = await open(ungradableOrder('GRADING'), 'ko');
      fireEvent.click(screen.getByTestId('refund-request-open'));
      // Before the cards ship back the member does not see which cards, only that some are ungradable.
      expect((await screen.findByTestId('refund-request-summary')).textContent).toContain('판정 불가 카드의');
      fireEvent.click(screen.getByTestId('refund-request-confirm'));
      expect((await screen.findByTestId('order-action-message', {}, LOCALE_WAIT)).textContent).toContain(
        '환불을 요청했습니다',
      );
      expect(sent(calls)).toMatchObject([{ method: 'POST', body: {} }]);
      expect(reload).toHaveBeenCalledWith(4);
    },
    SLOW,
  );

  it(
    'asks for the tracking number first once the cards are shipped (en)',
    async () => {
      const order = ungradableOrder('SHIPPING_OUT', [
        orderItem({ correspondence: 'UNGRADABLE_B3' }),
        orderItem({ itemId: 'L1-2', correspondence: 'OK', grade: 10 }),
      ]);
      const { calls } = await open(order, 'en');
      fireEvent.click(screen.getByTestId('refund-request-open'));
      expect((await screen.findByTestId('refund-request-summary')).textContent).toMatch(
        /1 ungradable card, ₩19,800 refunded/,
      );
      fireEvent.click(screen.getByTestId('refund-request-confirm'));
      expect(await screen.findByText('Enter the tracking number.', {}, LOCALE_WAIT)).toBeTruthy();
      expect(sent(calls)).toEqual([]);
      fireEvent.change(screen.getByTestId('refund-request-tracking'), { target: { value: '998877' } });
      fireEvent.click(screen.getByTestId('refund-request-confirm'));
      await waitFor(() => expect(sent(calls)).toMatchObject([{ body: { trackingNumber: '998877' } }]));
    },
    SLOW,
  );

  it(
    "shows the api's field error at the tracking number (tw)",
    async () => {
      const refusal: FakeAnswer = {
        status: 400,
        body: {
          code: 'ORDER.INVALID',
          message: '輸入內容有誤',
          data: {
            fields: [{ field: 'trackingNumber', rule: 'required', message: '請輸入貨運單號 (伺服器)' }],
          },
        },
      };
      await open(ungradableOrder('SHIPPING_OUT'), 'tw', () => refusal);
      fireEvent.click(screen.getByTestId('refund-request-open'));
      fireEvent.change(await screen.findByTestId('refund-request-tracking'), { target: { value: '1' } });
      fireEvent.click(screen.getByTestId('refund-request-confirm'));
      expect(await screen.findByText('請輸入貨運單號 (伺服器)', {}, LOCALE_WAIT)).toBeTruthy();
      expect(screen.getByText('卡片已寄出。請先輸入您收到包裹的貨運單號。')).toBeTruthy();
    },
    SLOW,
  );
});

describe('the registered refund account', () => {
  it.each([
    ['ko', '등록된 환불 계좌'],
    ['en', 'Registered refund account'],
    ['tw', '已登記的退款帳戶'],
  ] as const)(
    'is shown back masked (%s)',
    async (language, title) => {
      fakeApi(() => ok(null));
      await renderWithProviders(
        <RegisteredRefundAccount
          account={{ bank: '국민', maskedAccountNumber: '****1234', holderName: '김민수' }}
        />,
        { path: '/', language },
      );
      const shown = await screen.findByTestId('registered-refund-account', {}, LOCALE_WAIT);
      await waitFor(() => expect(shown.textContent).toContain(title));
      expect(shown.textContent).toContain('국민');
      expect(screen.getByTestId('registered-refund-number').textContent).toBe('****1234');
      expect(shown.textContent).toContain('김민수');
    },
    SLOW,
  );
});
