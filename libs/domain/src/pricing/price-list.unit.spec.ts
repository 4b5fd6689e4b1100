import { priceOrder } from './price-order';
import { autoGradingExtra, jejuDeliveryExtra, planUnitPrice } from './price-list';
import { seedCostPolicy } from './seed-cost-policy';
import type { CostPolicy } from './cost-policy';

const edited = (): CostPolicy => ({
  ...seedCostPolicy('KRW'),
  productService: seedCostPolicy('KRW').productService.map((row) =>
    row.serviceName === 'REG' ? { ...row, amount: 21_000 } : row,
  ),
  productCardCategory: [{ category: 'POKEMON', amount: 1_000 }],
  delivery: { base: 0, jejuExtra: 7_000 },
});

describe('the price guide', () => {
  it('shows the seed prices of spec §9 when the console set none', () => {
    const policy = seedCostPolicy('KRW');
    expect(planUnitPrice(policy, 'EXP')).toBe(29_800);
    expect(planUnitPrice(policy, 'REG')).toBe(19_800);
    expect(planUnitPrice(policy, 'BULK')).toBe(13_800);
    expect(planUnitPrice(policy, 'REHOLDER')).toBe(9_800);
    expect(autoGradingExtra(policy)).toBe(3_000);
    expect(jejuDeliveryExtra(policy)).toBe(6_000);
  });

  it('follows the console’s policy: the cheapest standard card, as the quote prices it', () => {
    const policy = edited();
    expect(planUnitPrice(policy, 'REG')).toBe(21_000);
    expect(jejuDeliveryExtra(policy)).toBe(7_000);
    const quote = priceOrder(
      {
        submitType: 'GENERAL',
        orderType: 'REG',
        currency: 'KRW',
        cardLines: [{ lineId: 'l1', cardCategory: 'SPORTS', isAuto: false, quantity: 1 } as never],
        certificationNumbers: [],
        returnPostalCode: null,
        coupons: [],
      },
      policy,
      { type: 'NORMAL', discountRateBp: 0 },
    );
    expect(quote.totalPrice).toBe(planUnitPrice(policy, 'REG'));
  });

  it('adds the quick/easy extra in TWD, as the quote does', () => {
    const policy = seedCostPolicy('TWD');
    expect(planUnitPrice(policy, 'EXP', 'SIMPLE')).toBe(850);
    expect(planUnitPrice(policy, 'EXP')).toBe(800);
  });

  it('has no price for a plan the policy leaves out', () => {
    const policy = { ...seedCostPolicy('KRW'), productService: [] };
    expect(planUnitPrice(policy, 'EXP')).toBeNull();
  });
});
