// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/languages';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch } from '@/testing/stub-api-fetch';
import { casedItems, ORDER_ID, orderDetail } from './labels.testing';
import ReceivingSlipPage from './receiving-slip-page';

cleanUpAfterEach();

const open = (language: Language) =>
  renderWithProviders(<ReceivingSlipPage />, {
    language,
    path: `/console/orders/${ORDER_ID}/slip`,
    route: '/console/orders/:id/slip',
  });

describe('the receiving slip', () => {
  it(
    'carries a Code 128 barcode of the order number, the number in print and the cards',
    async () => {
      stubApiFetch(() => ok(orderDetail(casedItems())));
      await open('en');
      const barcode = await screen.findByTestId('slip-barcode', {}, LOCALE_WAIT);
      expect(barcode.getAttribute('data-value')).toBe('SW-20261128-0007');
      // JsBarcode drew the bars into the svg.
      expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
      expect(screen.getByTestId('slip-order-number').textContent).toBe('SW-20261128-0007');
      expect(screen.getByText('3 cards')).toBeTruthy();
      expect(screen.getByTestId('slip-cards').textContent).toContain('Cert. no. 7000001');
    },
    SLOW,
  );

  it(
    'is worded in ko and tw, and says when an order has no number to scan',
    async () => {
      stubApiFetch(() => ok(orderDetail(casedItems())));
      await open('ko');
      expect(await screen.findByText('접수증', { selector: 'h4' }, LOCALE_WAIT)).toBeTruthy();
      expect(screen.getByText('카드 3장')).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();
      stubApiFetch(() => ok(orderDetail(casedItems(), null)));
      await open('tw');
      expect((await screen.findByTestId('slip-no-number', {}, LOCALE_WAIT)).textContent).toContain(
        '此訂單尚無訂單編號',
      );
      expect(screen.queryByTestId('slip-barcode')).toBeNull();
    },
    SLOW,
  );
});
