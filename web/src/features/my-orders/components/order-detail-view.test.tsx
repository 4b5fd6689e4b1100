// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakePaymentApi, unpaidOrder, type OrderDetail } from '@/testing/fake-payment-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderDetailView } from './order-detail-view';

cleanUpAfterEach();

const timeline = [
  { stage: 'NEED_INVOICE_INPUT', at: '2026-11-20T01:00:00.000Z' },
  { stage: 'SHIPPING_IN', at: '2026-11-21T01:00:00.000Z' },
  { stage: 'SHIPPING_IN_COMPLETE', at: '2026-11-22T01:00:00.000Z' },
  { stage: 'WAREHOUSE_IN', at: '2026-11-22T02:00:00.000Z' },
  { stage: 'GRADING', at: '2026-11-23T01:00:00.000Z' },
];

const paidOrder = (overrides: Partial<OrderDetail>): OrderDetail =>
  unpaidOrder({
    status: 'PAYMENT_COMPLETE',
    paymentFailure: null,
    payBy: null,
    allowedActions: [],
    estimatedCompletionDate: '2026-12-10',
    ...overrides,
  } as Partial<OrderDetail>);

const open = async (order: OrderDetail, language: 'ko' | 'en' = 'ko') => {
  fakePaymentApi({ payments: [], order });
  await renderWithProviders(<OrderDetailView order={order} reload={() => undefined} />, { language });
  return screen.findByTestId('order-detail', {}, LOCALE_WAIT);
};

describe('the order page', () => {
  it(
    'marks the current step as the active one, the steps before it done (ko)',
    async () => {
      await open(paidOrder({ displayStage: 'GRADING', timeline } as Partial<OrderDetail>));
      const items = [...document.querySelectorAll('[data-testid=order-steps] .ant-steps-item')];
      const active = items.filter((item) => item.classList.contains('ant-steps-item-active'));
      expect(active.map((item) => item.textContent)).toEqual([expect.stringContaining('그레이딩 중')]);
      expect(items[0]!.classList.contains('ant-steps-item-finish')).toBe(true);
      expect(screen.getByText('완료 예정일')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'gives the estimate way to the day the slabs arrived once delivered (en)',
    async () => {
      await open(
        paidOrder({
          displayStage: 'SHIPPING_OUT_COMPLETE',
          timeline: [
            ...timeline,
            { stage: 'GRADING_COMPLETE', at: '2026-11-25T01:00:00.000Z' },
            { stage: 'SHIPPING_OUT', at: '2026-11-26T01:00:00.000Z' },
            { stage: 'SHIPPING_OUT_COMPLETE', at: '2026-11-27T03:00:00.000Z' },
          ],
        } as Partial<OrderDetail>),
        'en',
      );
      expect(await screen.findByText('Completed on', {}, LOCALE_WAIT)).toBeTruthy();
      expect(screen.getByTestId('order-estimate').textContent).toMatch(/27/);
      expect(screen.getByTestId('order-estimate').textContent).not.toMatch(/10/);
    },
    SLOW,
  );
});
