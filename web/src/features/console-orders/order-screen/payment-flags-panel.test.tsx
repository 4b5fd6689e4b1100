// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentFlag } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FlagHistoryLine } from './flag-history-line';
import { PaymentFlagsPanel } from './payment-flags-panel';

cleanUpAfterEach();

const RESOLVER = 'a1b2c3d4-0000-4000-8000-000000000001';
const resolved: PaymentFlag = {
  id: 3,
  provider: 'TOSS',
  transactionKey: 'tx-3',
  orderId: 'o-1',
  paymentKey: 'pk-3',
  kind: 'LATE_DEPOSIT',
  amount: 19_800,
  expectedAmount: null,
  orderStatus: null,
  refundStatus: 'REFUNDED',
  refundDetail: null,
  createdAt: '2026-11-27T01:00:00.000Z',
  resolvedAt: '2026-11-27T02:00:00.000Z',
  resolvedBy: RESOLVER,
  resolvedByName: 'Kim Anna',
  resolvedByRole: 'OPERATOR',
  resolution: 'Refunded by hand',
};

describe('a resolved payment flag', () => {
  it(
    'names who resolved it as "name (role)", on the panel and in the history; never by id',
    async () => {
      fakeApi((call) =>
        call.path === '/api/console/payments/flags' ? ok([resolved]) : { status: 404, body: {} },
      );
      await renderWithProviders(
        <>
          <PaymentFlagsPanel orderId="o-1" currency="KRW" />
          <FlagHistoryLine flag={{ ...resolved, resolvedByName: null, resolvedByRole: null }} resolved />
        </>,
        { language: 'en' },
      );
      const panel = await screen.findByTestId('payment-flag-resolved', {}, LOCALE_WAIT);
      expect(panel.textContent).toContain('by Kim Anna (Operator)');
      expect(screen.getByTestId('history-flag-resolved').textContent).toContain('— Unknown person');
      expect(document.body.textContent).not.toContain(RESOLVER);
    },
    SLOW,
  );
});
