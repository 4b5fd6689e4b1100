// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok, type FakeAnswer } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { item, type QueueItem } from '@/testing/console-queue-rows';
import ReceivingPage from './receiving-page';

cleanUpAfterEach();

const order = (orderNumber: string, change: Partial<QueueItem> = {}): QueueItem =>
  item({
    orderId: `id-${orderNumber}`,
    orderNumber,
    memberId: 'm-1',
    submitType: 'GENERAL',
    status: 'PROCESSING',
    processingStatus: 'SHIPPING_IN',
    displayStage: 'SHIPPING_IN',
    nextCommand: 'ShipIn',
    nextStep: 'receive',
    totalQt: 1,
    totalAmount: 19_800,
    currency: 'KRW',
    placedAt: '2026-11-27T01:00:00.000Z',
    updatedAt: '2026-11-27T01:00:00.000Z',
    revision: 5,
    ...change,
  });

const ORDERS = [
  order('G261128-000001'),
  order('G261128-000002', {
    processingStatus: 'SHIPPING_IN_COMPLETE',
    displayStage: 'SHIPPING_IN_COMPLETE',
    nextCommand: 'Warehouse',
  }),
  order('G261128-000003', {
    status: 'SAVED',
    processingStatus: 'NOT_PROCESSING',
    displayStage: null,
    nextCommand: null,
  }),
  order('G261128-000004'),
];

const queue = (items: QueueItem[]) =>
  ok({
    items,
    next: null,
    counts: { byDisplayStage: {}, byProcessingStatus: {} },
    page: 1,
    size: 20,
    total: items.length,
  });

/** The queue's search (any part of an order no., case-insensitive) and the receive step. */
const desk = (
  receive: (orderId: string) => FakeAnswer = () =>
    ok({ orderId: 'x', revision: 6, events: [], status: 'PROCESSING' }),
) =>
  fakeApi((call) => {
    if (call.path === '/api/console/orders' && call.method === 'GET') {
      const q = new URLSearchParams(call.search).get('q')?.toUpperCase() ?? '';
      return queue(ORDERS.filter((o) => o.orderNumber!.includes(q)));
    }
    const step = /^\/api\/console\/orders\/([^/]+)\/receive$/.exec(call.path);
    if (step && call.method === 'POST') return receive(step[1]!);
    return { status: 404, body: { code: 'NOT_FOUND', message: 'not found', data: null } };
  });

/** The field itself (antd puts the test id on the input, or on its wrapper). */
const codeField = (): HTMLInputElement => {
  const host = screen.getByTestId('receiving-code');
  return (host instanceof HTMLInputElement ? host : host.querySelector('input')) as HTMLInputElement;
};

const scan = async (code: string) => {
  const field = codeField();
  const lines = screen.queryAllByTestId('receiving-line').length;
  fireEvent.change(field, { target: { value: code } });
  // A key up too, as a scanner's Enter has one: the field takes the next Enter only after it.
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(screen.getAllByTestId('receiving-line')).toHaveLength(lines + 1));
  return screen.getAllByTestId('receiving-line')[0]!;
};

describe('receiving mode', () => {
  it(
    'receives one order no. after another and says in words what became of each, with a link',
    async () => {
      const calls = desk();
      await renderWithProviders(<ReceivingPage />, { language: 'en' });
      await screen.findByTestId('receiving-code', {}, LOCALE_WAIT);
      expect(screen.getByText('Nothing scanned yet.')).toBeTruthy();

      // As a scanner types it: the printed number, any case, with a trailing space.
      const received = await scan(' g261128-000001 ');
      expect(received.getAttribute('data-outcome')).toBe('received');
      expect(received.textContent).toContain('Received');
      expect(received.querySelector('a')?.getAttribute('href')).toBe('/console/orders/id-G261128-000001');
      const post = calls.find((c) => c.method === 'POST');
      expect(post?.path).toBe('/api/console/orders/id-G261128-000001/receive');
      expect(codeField().value).toBe('');
      expect(document.activeElement).toBe(codeField());

      expect((await scan('G261128-000002')).textContent).toContain('Already received');
      expect((await scan('G261128-000003')).textContent).toContain('Not paid yet');
      // Part of an order no. is no order no.: never another order received by mistake.
      const unknown = await scan('G261128-000009');
      expect(unknown.getAttribute('data-outcome')).toBe('notFound');
      expect(screen.getAllByTestId('receiving-line')[1]!.getAttribute('data-reason')).toBe('notPaid');
      expect(screen.getAllByTestId('receiving-line')[1]!.getAttribute('data-outcome')).toBe('notWaiting');
      expect(unknown.textContent).toContain('No such order');
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
      expect(screen.getByTestId('receiving-count').textContent).toBe('1 received in this session');
    },
    SLOW,
  );

  it(
    'lists a refused receipt with the api’s words, in Korean',
    async () => {
      desk(() => ({
        status: 409,
        body: { code: 'ORDER.STEP_OUT_OF_ORDER', message: '이미 다음 단계로 진행된 주문입니다.', data: null },
      }));
      await renderWithProviders(<ReceivingPage />, { language: 'ko' });
      await screen.findByTestId('receiving-code', {}, LOCALE_WAIT);
      expect(screen.getByText('아직 스캔한 것이 없습니다.')).toBeTruthy();
      const line = await scan('G261128-000004');
      expect(line.getAttribute('data-outcome')).toBe('failed');
      expect(line.textContent).toContain('실패');
      expect(line.textContent).toContain('이미 다음 단계로 진행된 주문입니다.');
      expect((await scan('G261128-000002')).textContent).toContain('이미 입고됨');
    },
    SLOW,
  );

  it(
    'words each outcome in Traditional Chinese',
    async () => {
      desk();
      await renderWithProviders(<ReceivingPage />, { language: 'tw' });
      await screen.findByTestId('receiving-code', {}, LOCALE_WAIT);
      expect((await scan('G261128-000001')).textContent).toContain('已收件');
      expect((await scan('G261128-000003')).textContent).toContain('尚未付款');
      expect((await scan('nothing-like-it')).textContent).toContain('查無訂單');
      expect(screen.getByTestId('receiving-count').textContent).toBe('本次已收件 1 筆');
    },
    SLOW,
  );
});
