import {
  BULK_MIN_CARDS,
  SEED_DELIVERY,
  seedCostPolicy,
  serviceAmountIn,
  toMajorUnits,
  type ServiceName,
} from '@slabworks/domain';
import type { Currency } from '@/lib/money';

// The pricing page shows the domain's seed cost policy; an order is priced by the api, never here.
export type PlanKey = 'EXP' | 'REG' | 'BULK' | 'REHOLDER';

export const unitPrice = (currency: Currency, service: ServiceName): number =>
  toMajorUnits(serviceAmountIn(seedCostPolicy(currency), service) ?? 0, currency);

export const jejuExtra = (currency: Currency): number =>
  toMajorUnits(SEED_DELIVERY[currency].jejuExtra, currency);

export const plans: { key: PlanKey; days: string; minimum?: number }[] = [
  { key: 'EXP', days: '5' },
  { key: 'REG', days: '10' },
  { key: 'BULK', days: '15', minimum: BULK_MIN_CARDS },
  { key: 'REHOLDER', days: '5' },
];
