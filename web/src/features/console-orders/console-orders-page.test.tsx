// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, serverDown, stubApiFetch } from '@/testing/stub-api-fetch';
import ConsoleOrdersPage from './console-orders-page';
import { daysAgo, item, ORDER_ID, queue } from '@/testing/console-queue-rows';

// The screen suspends while its locale files load (the first test: up to half a minute on a busy machine).
const LOCALE_WAIT = { timeout: 40_000 };
const SLOW = 60_000;

cleanUpAfterEach();

const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, LOCALE_WAIT)).closest('tr') as HTMLElement;

describe("the operators' order queue", () => {
  it(
    'lists each order with its member, type, cards, tracking, stage and days in stage in words',
    async () => {
      const calls = stubApiFetch(() => ok(queue([item()])));
      await renderWithProviders(<ConsoleOrdersPage />, { language: 'en' });
      const link = await screen.findByTestId('queue-order-link', {}, LOCALE_WAIT);
      expect(link.textContent).toBe('SW-20261127-0042');
      expect(link.getAttribute('href')).toBe(`/console/orders/${ORDER_ID}`);

      const row = link.closest('tr') as HTMLElement;
      expect(within(row).getByText('Kim Minsu')).toBeTruthy();
      expect(within(row).getByText('minsu@example.com')).toBeTruthy();
      expect(within(row).getByText('Regular grading')).toBeTruthy();
      expect(within(row).getByText('612345678901')).toBeTruthy();
      expect(within(row).getByText('Sent to branch office (Taiwan)')).toBeTruthy();
      expect(within(row).getByText('1 day')).toBeTruthy();
      expect(within(row).queryByTestId('queue-overdue')).toBeNull();
      expect(within(row).getByText('1,500 TWD')).toBeTruthy();
      // en's medium date in Seoul's zone, not the UTC day nor Korean "2026. 11. 28.".
      expect(within(row).getByText('Nov 28, 2026, 1:30 AM')).toBeTruthy();
      expect(row.textContent).not.toContain('SENT_TO_BRANCH');
      expect(row.textContent).not.toContain('6f1c2b9e');
      expect(screen.getByText('1 order')).toBeTruthy();
      expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/console/orders' });
    },
    SLOW,
  );

  it(
    'flags an order that sat in its stage past the limit, and gives an unpaid one its payment state',
    async () => {
      stubApiFetch(() =>
        ok(
          queue([
            item({ processingStatus: 'SHIPPING_IN', displayStage: 'SHIPPING_IN', stageSince: daysAgo(9) }),
            item({
              orderId: 'b1',
              orderNumber: 'SW-20261127-0043',
              displayStage: null,
              status: 'PAYMENT_FAILED',
              processingStatus: 'NOT_PROCESSING',
              nextStep: null,
              stageSince: daysAgo(0),
            }),
          ]),
        ),
      );
      await renderWithProviders(<ConsoleOrdersPage />, { language: 'en' });
      const late = await rowOf('SW-20261127-0042');
      expect(within(late).getByText('9 days')).toBeTruthy();
      expect(within(late).getByTestId('queue-overdue').textContent).toBe('Overdue');
      const unpaid = await rowOf('SW-20261127-0043');
      expect(within(unpaid).getByText('Payment failed')).toBeTruthy();
      expect(within(unpaid).queryByTestId('queue-overdue')).toBeNull();
    },
    SLOW,
  );

  it(
    'reads its search, filters, sort and page from the address, dropping values the api would refuse',
    async () => {
      const calls = stubApiFetch(() => ok(queue([item()])));
      await renderWithProviders(<ConsoleOrdersPage />, {
        language: 'en',
        path: '/console/orders?q=5678&stage=SHIPPING_IN&orderType=NOPE&sort=placedAt&direction=desc&page=2&size=20',
      });
      await screen.findByTestId('queue-order-link', {}, LOCALE_WAIT);
      const query = Object.fromEntries(calls[0]!.query);
      expect(query).toMatchObject({
        q: '5678',
        stage: 'SHIPPING_IN',
        sort: 'placedAt',
        direction: 'desc',
        page: '2',
        size: '20',
      });
      expect(query.orderType).toBeUndefined();
      expect((screen.getByTestId('orders-search').querySelector('input') as HTMLInputElement).value).toBe(
        '5678',
      );
      const stage = screen.getByTestId<HTMLSelectElement>('orders-stage');
      expect(stage.value).toBe('SHIPPING_IN');
      expect(stage.selectedOptions[0]!.text).toMatch(/^Shipping in \(\d+\)$/);
    },
    SLOW,
  );

  it(
    'searches on Enter from the first page',
    async () => {
      const calls = stubApiFetch(() => ok(queue([item()])));
      await renderWithProviders(<ConsoleOrdersPage />, { language: 'en', path: '/console/orders?page=3' });
      await screen.findByTestId('queue-order-link', {}, LOCALE_WAIT);
      const input = screen.getByTestId('orders-search').querySelector('input') as HTMLInputElement;
      fireEvent.change(input, { target: { value: ' 45678 ' } });
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      await waitFor(() => expect(calls.at(-1)?.query.get('q')).toBe('45678'));
      expect(calls.at(-1)?.query.get('page')).toBe('1');
    },
    SLOW,
  );

  it(
    'says in words when no order matches',
    async () => {
      stubApiFetch(() => ok(queue([])));
      await renderWithProviders(<ConsoleOrdersPage />, { language: 'en' });
      expect(await screen.findByText('No order matches.', {}, LOCALE_WAIT)).toBeTruthy();
      expect(screen.queryByTestId('queue-order-link')).toBeNull();
    },
    SLOW,
  );

  it(
    'says the orders could not be loaded when the api fails',
    async () => {
      stubApiFetch(() => serverDown('boom'));
      await renderWithProviders(<ConsoleOrdersPage />, { language: 'en' });
      const alert = await screen.findByRole('alert', {}, LOCALE_WAIT);
      expect(alert.textContent).toContain('The orders could not be loaded.');
      expect(screen.queryByTestId('queue-order-link')).toBeNull();
    },
    SLOW,
  );

  it.each([
    ['ko', '회원', '입고 송장 번호', '9일', '지연', '대만 지사로 발송'],
    ['tw', '會員', '寄入運單編號', '9 天', '逾期', '已寄往台灣分公司'],
  ] as const)(
    'speaks %s: column titles, days in stage and the overdue flag',
    async (language, member, tracking, days, overdue, stage) => {
      stubApiFetch(() => ok(queue([item({ stageSince: daysAgo(9) })])));
      await renderWithProviders(<ConsoleOrdersPage />, { language });
      const row = (await screen.findByTestId('queue-order-link', {}, LOCALE_WAIT)).closest(
        'tr',
      ) as HTMLElement;
      expect(screen.getAllByText(member).length).toBeGreaterThan(0);
      expect(screen.getAllByText(tracking).length).toBeGreaterThan(0);
      expect(within(row).getByText(days)).toBeTruthy();
      expect(within(row).getByTestId('queue-overdue').textContent).toBe(overdue);
      expect(within(row).getByTestId('queue-stage').textContent).toContain(stage);
    },
    SLOW,
  );
});
