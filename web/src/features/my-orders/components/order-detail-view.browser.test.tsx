import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakePaymentApi, unpaidOrder, type OrderDetail } from '@/testing/fake-payment-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderDetailView } from './order-detail-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const grading = unpaidOrder({
  status: 'PAYMENT_COMPLETE',
  paymentFailure: null,
  payBy: null,
  allowedActions: [],
  estimatedCompletionDate: '2026-12-10',
  displayStage: 'GRADING',
  timeline: [
    { stage: 'NEED_INVOICE_INPUT', at: '2026-11-20T01:00:00.000Z' },
    { stage: 'SHIPPING_IN', at: '2026-11-21T01:00:00.000Z' },
    { stage: 'SHIPPING_IN_COMPLETE', at: '2026-11-22T01:00:00.000Z' },
    { stage: 'WAREHOUSE_IN', at: '2026-11-22T02:00:00.000Z' },
    { stage: 'GRADING', at: '2026-11-23T01:00:00.000Z' },
  ],
} as Partial<OrderDetail>);

// The stepper is the page's widest part: on a phone it stacks instead of pushing the page sideways.
describe.each([
  [375, 'ko'],
  [375, 'tw'],
  [1440, 'en'],
] as const)('the order page at %i px (%s)', (width, language) => {
  it('fits the width, with the current step in view and marked', async () => {
    await page.viewport(width, 900);
    fakePaymentApi({ payments: [], order: grading });
    await renderWithProviders(<OrderDetailView order={grading} reload={() => undefined} />, { language });
    const steps = await screen.findByTestId('order-steps', {}, { timeout: 10_000 });
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    const active = steps.querySelector<HTMLElement>('.ant-steps-item-active');
    expect(active).not.toBeNull();
    const box = active!.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThan(0);
  });
});
