// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WithdrawalPanel } from './withdrawal-panel';

const WAIT = { timeout: 10_000 };

afterEach(cleanup);

// Issue 35 item 10: the withdrawal rules mention only what exists here (orders and cards; no
// marketplace trades, which the spec names but this product does not have).
describe('the withdrawal rules', () => {
  it.each([
    [
      'ko',
      [
        '그레이딩 또는 배송이 끝나지 않은 주문이 있으면 먼저 완료되어야 합니다.',
        '그레이딩된 카드를 모두 돌려받으셔야 합니다.',
      ],
      /거래|마켓/,
    ],
    [
      'en',
      [
        'Orders that are not graded or not delivered yet must be finished first.',
        'Graded cards must have been returned to you.',
      ],
      /transaction|marketplace|trade/i,
    ],
    ['tw', ['尚未完成鑑定或配送的訂單須先完成。', '已鑑定的卡片須已寄回給您。'], /交易|市集/],
  ] as const)(
    'name orders and cards only (%s)',
    async (language, rules, absent) => {
      await renderWithProviders(<WithdrawalPanel openOrders={[]} />, {
        path: '/account/withdrawal',
        language,
      });
      const list = await screen.findByTestId('withdrawal-rules', {}, WAIT);
      expect(Array.from(list.querySelectorAll('li')).map((li) => li.textContent)).toEqual(rules);
      expect(document.body.textContent).not.toMatch(absent);
    },
    30_000,
  );
});
