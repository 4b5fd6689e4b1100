import type { CardCategory } from '../order/card.values';
import { CostPolicy, ServiceName } from './cost-policy';
import { Currency } from './currency';

// Spec §9 for KRW and USD. TWD is "not shown": ours, at about 32 TWD per USD, rounded to 10.
// prettier-ignore
export const SEED_SERVICE_AMOUNTS: Readonly<Record<Currency, Record<ServiceName, number>>> = {
  KRW: { EXP: 29_800, REG: 19_800, BULK: 13_800, REHOLDER: 9_800, AUTO_GRADING: 3_000, SIMPLE_SUBMISSION: 0 },
  USD: { EXP: 2_500,  REG: 1_800,  BULK: 1_300,  REHOLDER: 700,   AUTO_GRADING: 300,   SIMPLE_SUBMISSION: 0 },
  TWD: { EXP: 800,    REG: 580,    BULK: 420,    REHOLDER: 230,   AUTO_GRADING: 100,   SIMPLE_SUBMISSION: 50 },
};

// Standard categories cost nothing on top of the service; an event category's amount is its event
// price, because the item price subtracts the regular service amount back out (see item-price.ts).
// prettier-ignore
export const SEED_CATEGORY_AMOUNTS: Readonly<Record<Currency, Partial<Record<CardCategory, number>>>> = {
  KRW: { EVENT_K_LEAGUE_GOLD_PARALLEL: 9_900, EVENT_SCCL_MAGNETIC_CASE: 14_800, EVENT_YUGIOH_RELEASE_CELEBRATION: 9_900 },
  USD: { EVENT_K_LEAGUE_GOLD_PARALLEL: 800,   EVENT_SCCL_MAGNETIC_CASE: 1_100,  EVENT_YUGIOH_RELEASE_CELEBRATION: 800 },
  TWD: { EVENT_K_LEAGUE_GOLD_PARALLEL: 260,   EVENT_SCCL_MAGNETIC_CASE: 380,    EVENT_YUGIOH_RELEASE_CELEBRATION: 260 },
};

// Base return delivery is free (spec names no fee); Jeju +6,000 KRW from the spec, the others ours.
export const SEED_DELIVERY: Readonly<Record<Currency, { base: number; jejuExtra: number }>> = {
  KRW: { base: 0, jejuExtra: 6_000 },
  USD: { base: 0, jejuExtra: 500 },
  TWD: { base: 0, jejuExtra: 150 },
};

// Spec: "minus 19800 for event categories". That is the KRW regular amount; in other currencies the
// same deduction is their regular amount, otherwise every USD/TWD event card would floor at 0.
export const EVENT_CATEGORY_DEDUCTION: Readonly<Record<Currency, number>> = {
  KRW: 19_800,
  USD: SEED_SERVICE_AMOUNTS.USD.REG,
  TWD: SEED_SERVICE_AMOUNTS.TWD.REG,
};

export const seedCostPolicy = (currency: Currency): CostPolicy => ({
  currency,
  productCardCategory: Object.entries(SEED_CATEGORY_AMOUNTS[currency]).map(([category, amount]) => ({
    category: category as CardCategory,
    amount: amount ?? 0,
  })),
  productService: Object.entries(SEED_SERVICE_AMOUNTS[currency]).map(([serviceName, amount]) => ({
    serviceName: serviceName as ServiceName,
    amount,
  })),
  delivery: { ...SEED_DELIVERY[currency] },
});
