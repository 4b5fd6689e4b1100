import type { CardCategory } from '../order/card.values';
import { Currency } from './currency';

// REG, EXP, REHOLDER are the spec's service names. BULK has its own row (design); AUTO_GRADING and
// SIMPLE_SUBMISSION hold the spec's "auto-grade extra" and "quick/easy submission extra" per card.
export const SERVICE_NAMES = ['REG', 'EXP', 'BULK', 'REHOLDER', 'AUTO_GRADING', 'SIMPLE_SUBMISSION'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface CostPolicy {
  currency: Currency;
  productCardCategory: { category: CardCategory; amount: number }[];
  productService: { serviceName: ServiceName; amount: number }[];
  delivery?: { base: number; jejuExtra: number };
}

export const categoryAmountIn = (policy: CostPolicy, category: CardCategory): number =>
  policy.productCardCategory.find((row) => row.category === category)?.amount ?? 0;

export const serviceAmountIn = (policy: CostPolicy, name: ServiceName): number | undefined =>
  policy.productService.find((row) => row.serviceName === name)?.amount;
