// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListOrdersApiResponse } from '@/lib/api/generated/slabworks-api';
import type { Language } from '@/lib/languages';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeRoutes } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { InProcessCard } from './in-process-card';
import { RecentOrdersCard } from './recent-orders-card';
import { StageCountsCard } from './stage-counts-card';

cleanUpAfterEach();

type Row = ListOrdersApiResponse['data']['items'][number];

const row = (n: number, overrides: Partial<Row> = {}): Row => ({
  orderId: `0193a5c0-0000-7000-8000-00000000000${n}`,
  orderNumber: `G261128000${n}`,
  submitType: 'GENERAL',
  orderType: 'REG',
  status: 'PROCESSING',
  processingStatus: 'GRADING',
  displayStage: 'GRADING',
  totalQt: 2,
  totalAmount: 39_600,
  currency: 'KRW',
  placedAt: '2026-11-28T01:00:00.000Z',
  updatedAt: '2026-11-28T01:00:00.000Z',
  depositDueAt: null,
  estimatedCompletionDate: '2026-12-15',
  allowedActions: [],
  revision: 3,
  ...overrides,
});

const inProcess = [
  row(1),
  row(2, { displayStage: 'NEED_INVOICE_INPUT', estimatedCompletionDate: null }),
  row(3),
];
const recent = [row(4, { status: 'CANCELLED', displayStage: 'CANCELLED', totalAmount: 19_800 })];

/** GET /api/orders by tab: the dashboard asks once for the orders in process and once for the latest ones. */
const ordersApi = (lists: { 'in-process': Row[]; all: Row[] }) =>
  fakeRoutes({
    'GET /api/orders': ({ query }) => {
      const items = lists[query.get('tab') as 'in-process' | 'all'] ?? [];
      return { data: { items, counts: {}, page: 1, size: items.length, total: items.length } };
    },
  });

const cards = (language: Language = 'ko') =>
  renderWithProviders(
    <>
      <InProcessCard />
      <StageCountsCard />
      <RecentOrdersCard />
    </>,
    { path: '/account', language, state: { session: { hasSession: true } } },
  );

const textsOf = (testId: string) => screen.getAllByTestId(testId).map((el) => el.textContent);

describe('the dashboard order cards', () => {
  it(
    'say so when there is no order',
    async () => {
      ordersApi({ 'in-process': [], all: [] });
      await cards();
      const empty = await screen.findAllByTestId('empty', {}, LOCALE_WAIT);
      expect(empty.map((el) => el.textContent)).toEqual([
        '◇지금 진행 중인 주문이 없습니다. 그레이딩 신청하기',
        '◇진행 중인 주문이 없습니다.',
        '◇주문이 없습니다.',
      ]);
      expect(screen.getByRole('link', { name: '그레이딩 신청하기' })).toBeTruthy();
      expect(screen.queryByTestId('dashboard-order')).toBeNull();
    },
    SLOW,
  );

  it(
    'list the orders in process with their stage in words, and count them by stage',
    async () => {
      const calls = ordersApi({ 'in-process': inProcess, all: recent });
      await cards();
      await screen.findAllByTestId('dashboard-order', {}, LOCALE_WAIT);
      expect(textsOf('dashboard-order-link')).toEqual(['G2611280001', 'G2611280002', 'G2611280003']);
      expect(textsOf('dashboard-order-stage')).toEqual(['그레이딩 중', '운송장 입력 필요', '그레이딩 중']);
      expect(textsOf('dashboard-order-estimate')[1]).toBe('결제 후 완료 예정일이 정해집니다');
      expect(textsOf('dashboard-order-estimate')[0]).toContain('예상 완료일');
      // One line per stage, in the stages' own order.
      expect(screen.getByTestId('dashboard-stage-NEED_INVOICE_INPUT').textContent).toBe('운송장 입력 필요1');
      expect(screen.getByTestId('dashboard-stage-GRADING').textContent).toBe('그레이딩 중2');
      const recentRows = textsOf('dashboard-recent-order');
      expect(recentRows).toHaveLength(1);
      expect(recentRows[0]).toContain('G2611280004');
      expect(recentRows[0]).toContain('취소');
      expect(recentRows[0]).toContain('₩19,800');
      // The two cards that show the orders in process share one request.
      expect(calls.filter((call) => call.query.get('tab') === 'in-process')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'read in English',
    async () => {
      ordersApi({ 'in-process': inProcess, all: recent });
      await cards('en');
      await screen.findAllByTestId('dashboard-order', {}, LOCALE_WAIT);
      expect(screen.getByText('Orders in process')).toBeTruthy();
      expect(textsOf('dashboard-order-stage')).toEqual(['Grading', 'Enter tracking number', 'Grading']);
      expect(screen.getByTestId('dashboard-stage-GRADING').textContent).toBe('Grading2');
      expect(textsOf('dashboard-recent-order')[0]).toContain('Cancelled');
      cleanup();
      ordersApi({ 'in-process': [], all: [] });
      await cards('en');
      const empty = await screen.findAllByTestId('empty', {}, LOCALE_WAIT);
      expect(empty.map((el) => el.textContent)).toEqual([
        '◇No order in process right now. Apply for grading',
        '◇No order in process.',
        '◇No orders.',
      ]);
    },
    SLOW,
  );
});
