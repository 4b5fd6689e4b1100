// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PricedItem, PricedOrder } from '@/lib/api/generated/slabworks-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PriceSummary } from './price-summary';

const LOCALE_WAIT = { timeout: 10_000 };

afterEach(cleanup);

const item = (n: number, lineId: string, price: number, isAuto = false) =>
  ({
    itemId: `item-${n}`,
    lineId,
    itemType: 'POKEMON',
    cardCategory: 'POKEMON',
    isAuto,
    price,
  }) as unknown as PricedItem;

const priced = (items: PricedItem[]) =>
  ({
    currency: 'KRW',
    items,
    membershipDiscountRateBp: 0,
    discount: { amount: 0 },
    deliveryCost: 4000,
    totalAmount: items.reduce((sum, i) => sum + i.price, 4000),
    counts: { totalQt: items.length },
  }) as unknown as PricedOrder;

const names: Record<string, string> = { a: '피카츄', b: 'Charizard' };

describe('the quote', () => {
  it('groups identical cards into one row with their count and sum, and keeps different prices apart', async () => {
    const items = [
      ...Array.from({ length: 20 }, (_, n) => item(n, 'a', 13_800)),
      item(20, 'b', 20_000, true),
      item(21, 'b', 20_000),
    ];
    await renderWithProviders(
      <PriceSummary
        priced={priced(items)}
        failed={false}
        itemLabel={(i) => `${names[i.lineId!]}${i.isAuto ? ' · 사인' : ''}`}
      />,
      { language: 'ko' },
    );
    await screen.findByTestId('price-summary', {}, LOCALE_WAIT);
    const rows = screen.getAllByTestId('quote-row').map((row) => row.textContent);
    expect(rows).toEqual(['피카츄 × 20₩276,000', 'Charizard · 사인₩20,000', 'Charizard₩20,000']);
  });
});
