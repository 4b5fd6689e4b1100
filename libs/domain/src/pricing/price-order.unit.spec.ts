import fc from 'fast-check';
import { isDomainError } from '../errors/domain-error';
import { CARD_CATEGORIES } from '../order/card.values';
import type { CardLine } from '../order/order-input.types';
import { CostPolicy } from './cost-policy';
import { Currency } from './currency';
import { isJejuPostalCode } from './delivery-cost';
import { applyDiscountRate } from './discount-rate';
import { priceOrder } from './price-order';
import { seedCostPolicy } from './seed-cost-policy';

const line = (overrides: Partial<CardLine> = {}): CardLine => ({
  lineId: 'L1',
  cardCategory: 'SPORTS',
  playerName: 'Son',
  quantity: 1,
  isAuto: false,
  ...overrides,
});
const NORMAL = { type: 'NORMAL' as const, discountRateBp: 0 };
const price = (cardLine: CardLine, orderType: 'REG' | 'EXP' | 'BULK' = 'REG', currency: Currency = 'KRW') =>
  priceOrder(
    { submitType: 'GENERAL', orderType, currency, cardLines: [cardLine] },
    seedCostPolicy(currency),
    NORMAL,
  ).items[0].price;

describe('item price (spec §9)', () => {
  it.each([
    ['REG', 19_800],
    ['EXP', 29_800],
    ['BULK', 13_800],
  ] as const)('%s card costs the seed service amount', (orderType, expected) =>
    expect(price(line(), orderType)).toBe(expected),
  );
  it('adds 3,000 for auto-grading', () => expect(price(line({ isAuto: true }), 'EXP')).toBe(32_800));
  it('is in cents for USD', () => expect(price(line({ isAuto: true }), 'EXP', 'USD')).toBe(2_800));
  it('prices an event card at its category amount on REG', () =>
    expect(price(line({ cardCategory: 'EVENT_K_LEAGUE_GOLD_PARALLEL' }))).toBe(9_900));
  it('subtracts 19,800 on EXP too', () =>
    expect(price(line({ cardCategory: 'EVENT_SCCL_MAGNETIC_CASE' }), 'EXP')).toBe(14_800 + 10_000));
  it('does not subtract on BULK', () =>
    expect(price(line({ cardCategory: 'EVENT_YUGIOH_RELEASE_CELEBRATION' }), 'BULK')).toBe(9_900 + 13_800));
  it('never goes below 0', () => {
    const policy: CostPolicy = { ...seedCostPolicy('KRW'), productCardCategory: [] };
    const order = priceOrder(
      {
        submitType: 'GENERAL',
        currency: 'KRW',
        cardLines: [line({ cardCategory: 'EVENT_SCCL_MAGNETIC_CASE' })],
      },
      { ...policy, productService: [{ serviceName: 'REG', amount: 100 }] },
      NORMAL,
    );
    expect(order.items[0].price).toBe(0);
  });
  it('adds the TWD quick-submission extra for SIMPLE', () =>
    expect(
      priceOrder(
        { submitType: 'SIMPLE', currency: 'TWD', cardLines: [line()] },
        seedCostPolicy('TWD'),
        NORMAL,
      ).items[0].price,
    ).toBe(850));
  it('refuses a service missing from the policy', () => {
    const policy: CostPolicy = { currency: 'KRW', productCardCategory: [], productService: [] };
    expect(() =>
      priceOrder({ submitType: 'GENERAL', currency: 'KRW', cardLines: [line()] }, policy, NORMAL),
    ).toThrow(expect.objectContaining({ code: 'PRICING.SERVICE_NOT_PRICED' }));
  });
  it('refuses a policy in another currency', () =>
    expect(() =>
      priceOrder(
        { submitType: 'GENERAL', currency: 'USD', cardLines: [line()] },
        seedCostPolicy('KRW'),
        NORMAL,
      ),
    ).toThrow(expect.objectContaining({ code: 'PRICING.CURRENCY_MISMATCH' })));
  it('refuses SIMPLE with anything but express', () =>
    expect(() =>
      priceOrder(
        { submitType: 'SIMPLE', orderType: 'REG', currency: 'KRW', cardLines: [line()] },
        seedCostPolicy('KRW'),
        NORMAL,
      ),
    ).toThrow(expect.objectContaining({ code: 'PRICING.ORDER_TYPE_NOT_ALLOWED' })));
});

describe('order totals', () => {
  const lines = [
    line({ quantity: 2, cardCategory: 'POKEMON' }),
    line({ lineId: 'L2', isAuto: true, isKorean: true }),
  ];

  it('expands lines into one item per card and recounts', () => {
    const order = priceOrder(
      { submitType: 'GENERAL', currency: 'KRW', cardLines: lines },
      seedCostPolicy('KRW'),
      NORMAL,
    );
    expect(order.items.map((item) => item.itemId)).toEqual(['L1-1', 'L1-2', 'L2-1']);
    expect(order.counts).toMatchObject({
      totalQt: 3,
      pokemonQt: 2,
      korAutoQt: 1,
      pokemonTotalPrice: 39_600,
      korAutoTotalPrice: 22_800,
    });
    expect(order).toMatchObject({ totalPrice: 62_400, deliveryCost: 0, totalAmount: 62_400 });
  });

  it('charges Jeju 6,000 KRW', () => {
    const order = priceOrder(
      { submitType: 'GENERAL', currency: 'KRW', cardLines: lines, returnPostalCode: '63310' },
      seedCostPolicy('KRW'),
      NORMAL,
    );
    expect(order).toMatchObject({ isJeju: true, deliveryCost: 6_000, totalAmount: 68_400 });
  });

  it.each([
    ['63000', true],
    ['63644', true],
    ['62999', false],
    ['63645', false],
    ['6300', false],
  ])('postal code %s is Jeju: %s', (code, jeju) => expect(isJejuPostalCode(code)).toBe(jeju));

  it('gives a VIP its rate and no coupons', () => {
    const vip = { type: 'VIP' as const, discountRateBp: 1_000 };
    const order = priceOrder(
      { submitType: 'GENERAL', currency: 'KRW', cardLines: lines },
      seedCostPolicy('KRW'),
      vip,
    );
    expect(order.discount).toEqual({
      kind: 'VIP',
      amount: 6_240,
      couponIds: [],
      lines: [{ reason: 'VIP', amount: 6_240, rateBp: 1_000 }],
    });
    expect(order.totalAmount).toBe(56_160);
    const withCoupon = {
      submitType: 'GENERAL' as const,
      currency: 'KRW' as const,
      cardLines: lines,
      coupons: [{ couponId: 'C1', amount: 5_000, minimumOrderAmount: 0 }],
    };
    expect(() => priceOrder(withCoupon, seedCostPolicy('KRW'), vip)).toThrow(
      expect.objectContaining({ code: 'PRICING.VIP_COUPON_NOT_ALLOWED' }),
    );
  });

  it('applies coupons up to the total price, after their minimum', () => {
    const coupons = [
      { couponId: 'C1', amount: 50_000, minimumOrderAmount: 30_000 },
      { couponId: 'C2', amount: 50_000, minimumOrderAmount: 0 },
    ];
    const order = priceOrder(
      { submitType: 'GENERAL', currency: 'KRW', cardLines: lines, coupons },
      seedCostPolicy('KRW'),
      NORMAL,
    );
    expect(order.discount).toEqual({
      kind: 'COUPON',
      amount: 62_400,
      couponIds: ['C1', 'C2'],
      // Each coupon is its own line, the last one capped at what was left: never below 0.
      lines: [
        { reason: 'COUPON', amount: 50_000, couponId: 'C1' },
        { reason: 'COUPON', amount: 12_400, couponId: 'C2' },
      ],
    });
    const tooSmall = [{ couponId: 'C3', amount: 1_000, minimumOrderAmount: 100_000 }];
    expect(() =>
      priceOrder(
        { submitType: 'GENERAL', currency: 'KRW', cardLines: lines, coupons: tooSmall },
        seedCostPolicy('KRW'),
        NORMAL,
      ),
    ).toThrow(expect.objectContaining({ code: 'PRICING.COUPON_MINIMUM_NOT_MET' }));
  });
});

describe('re-holder price', () => {
  const reholder = (discountRateBp: number, policy = seedCostPolicy('KRW')) =>
    priceOrder(
      { submitType: 'REHOLDER', currency: 'KRW', certificationNumbers: ['1234567', '2345678'] },
      policy,
      { type: 'NORMAL', discountRateBp },
    );

  it('names the tier rate inside the unit price as its own discount line', () => {
    const order = priceOrder(
      { submitType: 'REHOLDER', currency: 'KRW', certificationNumbers: ['1234567', '2345678'] },
      seedCostPolicy('KRW'),
      { type: 'NORMAL', discountRateBp: 1_000, tierName: 'Gold' },
    );
    expect(order.totalPrice).toBe(2 * 8_820);
    expect(order.discount).toMatchObject({ kind: 'NONE', amount: 0 });
    expect(order.discount.lines).toEqual([
      { reason: 'TIER', amount: 2 * 980, rateBp: 1_000, tierName: 'Gold', inPrice: true },
    ]);
  });

  it('is 9,800 per card by default', () =>
    expect(reholder(0)).toMatchObject({
      orderType: 'REHOLDER',
      totalPrice: 19_600,
      counts: { reholderQt: 2 },
    }));
  it('falls back to 9,800 KRW without a REHOLDER row', () =>
    expect(reholder(0, { currency: 'KRW', productCardCategory: [], productService: [] }).totalPrice).toBe(
      19_600,
    ));
  it('applies the membership rate to the unit price, rounding down', () => {
    const order = reholder(333); // 9,800 × 0.9667 = 9,473.66 -> 9,473
    expect(order.items[0].price).toBe(9_473);
    expect(order.totalPrice).toBe(18_946);
    expect(order.discount.kind).toBe('NONE');
  });
});

describe('pricing properties', () => {
  const amount = fc.nat({ max: 100_000 });
  const policyArb = fc.record({
    currency: fc.constantFrom<Currency>('KRW', 'USD', 'TWD'),
    categories: fc.array(fc.record({ category: fc.constantFrom(...CARD_CATEGORIES), amount })),
    services: fc.record({
      REG: amount,
      EXP: amount,
      BULK: amount,
      REHOLDER: amount,
      AUTO_GRADING: amount,
      SIMPLE_SUBMISSION: amount,
    }),
  });
  const lineArb = fc.record({
    cardCategory: fc.constantFrom(...CARD_CATEGORIES),
    quantity: fc.integer({ min: 1, max: 20 }),
    isAuto: fc.boolean(),
    isKorean: fc.boolean(),
  });

  it('never yields negative money and always adds up', () => {
    fc.assert(
      fc.property(
        policyArb,
        fc.array(lineArb, { maxLength: 10 }),
        fc.constantFrom('REG', 'EXP', 'BULK', 'REHOLDER' as const),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        fc.array(fc.record({ amount, minimumOrderAmount: fc.constant(0) }), { maxLength: 2 }),
        fc.string(),
        (p, rawLines, orderType, rate, vip, rawCoupons, postalCode) => {
          const policy: CostPolicy = {
            currency: p.currency,
            productCardCategory: p.categories,
            productService: Object.entries(p.services).map(([serviceName, value]) => ({
              serviceName: serviceName as 'REG',
              amount: value,
            })),
          };
          const cardLines = rawLines.map((raw, i) => line({ ...raw, lineId: `L${i}` }));
          const coupons = vip ? [] : rawCoupons.map((c, i) => ({ ...c, couponId: `C${i}` }));
          const submitType = orderType === 'REHOLDER' ? 'REHOLDER' : 'GENERAL';
          const certificationNumbers = cardLines.map((_, i) => String(1_000_000 + i));
          try {
            const order = priceOrder(
              {
                submitType,
                orderType,
                currency: p.currency,
                cardLines,
                certificationNumbers,
                coupons,
                returnPostalCode: postalCode,
              },
              policy,
              { type: vip ? 'VIP' : 'NORMAL', discountRateBp: rate },
            );
            const sum = order.items.reduce((acc, item) => acc + item.price, 0);
            expect(order.items.every((item) => Number.isSafeInteger(item.price) && item.price >= 0)).toBe(
              true,
            );
            expect(order.totalPrice).toBe(sum);
            expect(order.discount.amount).toBeLessThanOrEqual(order.totalPrice);
            expect(order.totalAmount).toBe(sum - order.discount.amount + order.deliveryCost);
            expect(order.totalAmount).toBeGreaterThanOrEqual(0);
            expect(order.counts.totalQt).toBe(order.items.length);
          } catch (error) {
            if (!isDomainError(error)) throw error;
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rounds a discounted amount down and never below 0', () =>
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (value, rate) => {
        const discounted = applyDiscountRate(value, rate);
        expect(discounted).toBeGreaterThanOrEqual(0);
        expect(discounted).toBeLessThanOrEqual(value);
        expect(discounted).toBe(Math.floor((value * (10_000 - rate)) / 10_000));
      }),
    ));
});
