// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleDashboardGetApiResponse } from '@/lib/api/generated/slabworks-api';
import { LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, serverDown, stubApiFetch } from '@/testing/stub-api-fetch';
import ConsoleDashboardPage from './console-dashboard-page';
// The page loads its charts lazily; loaded with the test file, recharts is compiled before the clock starts.
import './dashboard-charts';

const box = (width: number, height: number) =>
  ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    width,
    height,
    toJSON: () => ({}),
  }) as DOMRect;

beforeEach(() => {
  // The charts' ResponsiveContainer sizes itself from its box, which happy-dom lays out as 0×0 (no chart drawn);
  // everything else (tick labels included) keeps the fake DOM's empty box, so no label hides another.
  const emptyBox = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.classList.contains('recharts-responsive-container') ? box(600, 280) : emptyBox.call(this);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Dashboard = ConsoleDashboardGetApiResponse['data'];

const dashboard = (change: Partial<Dashboard> = {}): Dashboard => ({
  counts: {
    byDisplayStage: { GRADING: 4, SENT_TO_BRANCH: 2 },
    byProcessingStatus: { CARD_SCORED: 3, WAREHOUSE_IN: 1 },
  },
  today: { received: 5, shipped: 1, since: '2026-11-27T15:00:00.000Z' },
  overdue: {
    count: 1,
    orders: [
      {
        orderId: '3b0f6c2e-8d1a-4f5b-9c7e-2a4d6e8f0b13',
        orderNumber: 'SW-20261101-0007',
        orderType: 'REG',
        displayStage: 'GRADING',
        // 16:00 UTC on the 1st is the 2nd in Seoul.
        receivedAt: '2026-11-01T16:00:00.000Z',
      },
    ],
  },
  turnaround: [{ stage: 'WAREHOUSE_IN', orders: 6, averageHours: 12.5 }],
  turnaroundDays: 30,
  ...change,
});

const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('the console dashboard', () => {
  it(
    'shows a spinner while the figures load',
    async () => {
      stubApiFetch(() => ok(dashboard()));
      // The answer never comes: the screen stays in its loading state.
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => undefined)),
      );
      await renderWithProviders(<ConsoleDashboardPage />, { language: 'en' });
      expect(await screen.findByTestId('dashboard-loading', {}, LOCALE_WAIT)).toBeTruthy();
      expect(screen.queryByTestId('console-dashboard')).toBeNull();
    },
    SLOW,
  );

  it(
    "shows today's figures, stages in words, the late orders with their Seoul date, turnaround per stage",
    async () => {
      stubApiFetch(() => ok(dashboard()));
      const { container } = await renderWithProviders(<ConsoleDashboardPage />, { language: 'en' });
      await screen.findByTestId('console-dashboard', {}, LOCALE_WAIT);

      expect(within(card('Received today')).getByText('5')).toBeTruthy();
      expect(within(card('Shipped today')).getByText('1')).toBeTruthy();
      expect(within(card('Orders in the queue')).getByText('4')).toBeTruthy();

      // The per-stage chart (its code loaded beside the request) labels every stage in words, the branch leg
      // included.
      await waitFor(
        () => expect(within(card('Orders per stage')).getByText('Grading')).toBeTruthy(),
        LOCALE_WAIT,
      );
      const stageChart = card('Orders per stage');
      expect(within(stageChart).getByText('Sent to branch office (Taiwan)')).toBeTruthy();
      expect(stageChart.textContent).not.toContain('SENT_TO_BRANCH');

      const turnaround = card('Average time per stage (last 30 days)');
      expect(within(turnaround).getByText('In warehouse')).toBeTruthy();
      expect(within(turnaround).getByText('12.5 hours')).toBeTruthy();

      const statuses = card('Orders per processing status');
      expect(within(statuses).getByText('Scored')).toBeTruthy();
      expect(statuses.textContent).not.toContain('CARD_SCORED');

      const late = within(card('Orders past estimated completion'))
        .getByText('SW-20261101-0007')
        .closest('tr') as HTMLElement;
      expect(within(late).getByText('Grading')).toBeTruthy();
      expect(within(late).getByText('11/02/2026')).toBeTruthy();
      expect(within(late).getByText('Regular grading')).toBeTruthy();
      expect(within(late).queryByText('REG')).toBeNull();
      expect(container.textContent).not.toContain('3b0f6c2e');
    },
    SLOW,
  );

  it(
    'says in words when there is nothing to show',
    async () => {
      stubApiFetch(() =>
        ok(
          dashboard({
            counts: { byDisplayStage: {}, byProcessingStatus: {} },
            today: { received: 0, shipped: 0, since: '2026-11-27T15:00:00.000Z' },
            overdue: { count: 0, orders: [] },
            turnaround: [],
          }),
        ),
      );
      await renderWithProviders(<ConsoleDashboardPage />, { language: 'en' });
      expect(await screen.findByText('No stage was completed recently.', {}, LOCALE_WAIT)).toBeTruthy();
      expect(screen.getByText('No orders.')).toBeTruthy();
      expect(screen.getByText('No order is late.')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'says the dashboard could not be loaded and retries on request',
    async () => {
      const calls = stubApiFetch(() => serverDown('boom'));
      await renderWithProviders(<ConsoleDashboardPage />, { language: 'en' });
      const alert = await screen.findByRole('alert', {}, LOCALE_WAIT);
      expect(alert.textContent).toContain('The dashboard could not be loaded.');
      const before = calls.length;
      fireEvent.click(within(alert).getByText('Retry'));
      await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    },
    SLOW,
  );

  it(
    'speaks Traditional Chinese in tw, dates included',
    async () => {
      stubApiFetch(() => ok(dashboard()));
      await renderWithProviders(<ConsoleDashboardPage />, { language: 'tw' });
      expect(await screen.findByText('儀表板', {}, LOCALE_WAIT)).toBeTruthy();
      const late = within(card('超過預計完成的訂單'))
        .getByText('SW-20261101-0007')
        .closest('tr') as HTMLElement;
      expect(within(late).getByText('鑑定中')).toBeTruthy();
      expect(within(late).getByText('2026/11/02')).toBeTruthy();
      expect(within(late).getByText('一般鑑定')).toBeTruthy();
    },
    SLOW,
  );
});
