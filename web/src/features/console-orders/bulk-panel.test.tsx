// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BulkAdvanceAdvanceApiResponse } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch, type StubbedCall } from '@/testing/stub-api-fetch';
import ConsoleOrdersPage from './console-orders-page';
import { item, queue, type QueueItem } from '@/testing/console-queue-rows';

const LOCALE_WAIT = { timeout: 40_000 };
const SLOW = 60_000;

cleanUpAfterEach();

type Bulk = BulkAdvanceAdvanceApiResponse['data'];

// A mixed selection: two parcels on their way (the next step is "receive") and one order at the
// scoring desk, whose next move needs the order screen.
const shippingIn = (n: number, revision = 5): QueueItem =>
  item({
    orderId: `order-${n}`,
    orderNumber: `SW-20261128-000${n}`,
    processingStatus: 'SHIPPING_IN',
    displayStage: 'SHIPPING_IN',
    nextCommand: 'ShipIn',
    nextStep: 'receive',
    revision,
  });
const atScoring = item({
  orderId: 'order-3',
  orderNumber: 'SW-20261128-0003',
  processingStatus: 'CARD_DEFECT_CHECKED',
  displayStage: 'GRADING',
  nextCommand: 'ScoreCard',
  nextStep: null,
});

const refused = (orderId: string): Extract<Bulk['results'][number], { code: string }> => ({
  orderId,
  ok: false,
  status: 412,
  code: 'PRECONDITION_FAILED',
  message: 'Someone else changed this first. Reload and try again.',
  processingStatus: null,
});

/** The queue answers with `rows()`; each bulk POST with the next of `answers`. */
const fakeApi = (rows: () => QueueItem[], answers: Bulk[]): StubbedCall[] =>
  stubApiFetch((method, path) =>
    method === 'POST' && path === '/api/console/orders/bulk-advance'
      ? ok(answers.shift())
      : ok(queue(rows())),
  );

const selectAll = async () => {
  await screen.findByText('SW-20261128-0003', {}, LOCALE_WAIT);
  fireEvent.click(document.querySelector('.ant-table-thead .ant-checkbox-input') as HTMLElement);
};

const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST').map((c) => c.body);

describe('bulk advance from the queue', () => {
  it(
    'offers only the steps the selection waits for and names the orders that cannot take it',
    async () => {
      fakeApi(() => [shippingIn(1), shippingIn(2), atScoring], []);
      await renderWithProviders(<ConsoleOrdersPage />, { language: 'en' });
      await selectAll();
      expect(screen.getByText('3 selected')).toBeTruthy();

      const step = screen.getByTestId<HTMLSelectElement>('bulk-step');
      // The one step offered (after the disabled prompt), already chosen.
      const offered = [...step.options].filter((option) => !option.disabled);
      expect(offered.map((option) => option.text)).toEqual(['Received (2)']);
      expect(step.value).toBe(offered[0]!.value);

      const unable = screen.getByTestId('bulk-unable');
      expect(unable.textContent).toContain('1 selected order cannot take “Received”');
      expect(unable.textContent).toContain('SW-20261128-0003: Defects checked');
      expect(screen.getByTestId('bulk-advance').textContent).toBe('Advance 2 orders');
    },
    SLOW,
  );

  it(
    'lists refusals by order number with the reason in words and a link, red, and retries only those',
    async () => {
      let revision = 5;
      const calls = fakeApi(
        () => [shippingIn(1), shippingIn(2, revision), atScoring],
        [
          {
            step: 'receive',
            succeeded: 1,
            results: [
              { orderId: 'order-1', ok: true, revision: 6, processingStatus: 'SHIPPING_IN_COMPLETE' },
              refused('order-2'),
            ],
          },
          {
            step: 'receive',
            succeeded: 1,
            results: [
              { orderId: 'order-2', ok: true, revision: 8, processingStatus: 'SHIPPING_IN_COMPLETE' },
            ],
          },
        ],
      );
      const { container } = await renderWithProviders(<ConsoleOrdersPage />, { language: 'en' });
      await selectAll();
      // The collector changed order 2 meanwhile: the queue reads it again at revision 7.
      revision = 7;
      fireEvent.click(screen.getByTestId('bulk-advance'));

      const failure = await screen.findByTestId('bulk-failure');
      expect(failure.textContent).toBe('SW-20261128-0002: Changed by someone else after the list was read.');
      expect(within(failure).getByRole('link').getAttribute('href')).toBe('/console/orders/order-2');
      expect(screen.getByTestId('bulk-progress-count').textContent).toBe('2/2 · 1 succeeded · 1 failed');
      // The bar loads with the first run (its own chunk).
      await waitFor(
        () => expect(container.querySelector('.ant-progress-status-exception')).not.toBeNull(),
        LOCALE_WAIT,
      );
      expect(container.querySelector('.ant-progress-status-success')).toBeNull();
      expect(posts(calls)[0]).toEqual({
        step: 'receive',
        orders: [
          { orderId: 'order-1', revision: 5 },
          { orderId: 'order-2', revision: 5 },
        ],
      });

      await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
      fireEvent.click(screen.getByTestId('bulk-retry'));
      await waitFor(() =>
        expect(posts(calls)[1]).toEqual({ step: 'receive', orders: [{ orderId: 'order-2', revision: 7 }] }),
      );
      await waitFor(() =>
        expect(screen.getByTestId('bulk-progress-count').textContent).toBe('1/1 · 1 succeeded'),
      );
      expect(screen.queryByTestId('bulk-failure')).toBeNull();
      await waitFor(
        () => expect(container.querySelector('.ant-progress-status-success')).not.toBeNull(),
        LOCALE_WAIT,
      );
    },
    SLOW,
  );

  it.each([
    ['ko', '이 단계를 기다리는 주문이 아닙니다. 현재 상태: ‘입고 완료’', '실패한 1건 다시 시도'],
    ['tw', '此訂單並非在等待這個步驟，目前為「已收件」。', '重試失敗的 1 筆'],
  ] as const)(
    'says a refusal in %s, naming where the order is in words',
    async (language, reason, retry) => {
      fakeApi(
        () => [shippingIn(1), atScoring],
        [
          {
            step: 'receive',
            succeeded: 0,
            results: [
              {
                ...refused('order-1'),
                status: 409,
                code: 'ORDER.STEP_OUT_OF_ORDER',
                message: '(현재 SHIPPING_IN_COMPLETE)',
                processingStatus: 'SHIPPING_IN_COMPLETE',
              },
            ],
          },
        ],
      );
      await renderWithProviders(<ConsoleOrdersPage />, { language });
      await selectAll();
      fireEvent.click(screen.getByTestId('bulk-advance'));
      const failure = await screen.findByTestId('bulk-failure');
      expect(failure.textContent).toBe(`SW-20261128-0001: ${reason}`);
      expect(failure.textContent).not.toContain('SHIPPING_IN_COMPLETE');
      expect(screen.getByTestId('bulk-retry').textContent).toBe(retry);
    },
    SLOW,
  );
});
