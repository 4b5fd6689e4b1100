import type { Currency } from './currency';
import { JEJU_POSTAL_CODE_RANGE } from '../limits/limits.constants';
import { CostPolicy } from './cost-policy';
import { SEED_DELIVERY } from './seed-cost-policy';

// Jeju is a Korean island: a Taiwan (TWD) order's postal code, 630xx in Yunlin say, never is.
export const isJejuPostalCode = (
  postalCode: string | null | undefined,
  currency: Currency = 'KRW',
): boolean => {
  if (currency === 'TWD') return false;
  if (!postalCode || !/^\d{5}$/.test(postalCode.trim())) return false;
  const code = Number(postalCode.trim());
  return code >= JEJU_POSTAL_CODE_RANGE.min && code <= JEJU_POSTAL_CODE_RANGE.max;
};

export const deliveryCostFor = (policy: CostPolicy, postalCode: string | null | undefined): number => {
  const delivery = policy.delivery ?? SEED_DELIVERY[policy.currency];
  return delivery.base + (isJejuPostalCode(postalCode, policy.currency) ? delivery.jejuExtra : 0);
};
