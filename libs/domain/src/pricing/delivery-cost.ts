import { JEJU_POSTAL_CODE_RANGE } from '../limits/limits.constants';
import { CostPolicy } from './cost-policy';
import { SEED_DELIVERY } from './seed-cost-policy';

export const isJejuPostalCode = (postalCode: string | null | undefined): boolean => {
  if (!postalCode || !/^\d{5}$/.test(postalCode.trim())) return false;
  const code = Number(postalCode.trim());
  return code >= JEJU_POSTAL_CODE_RANGE.min && code <= JEJU_POSTAL_CODE_RANGE.max;
};

export const deliveryCostFor = (policy: CostPolicy, postalCode: string | null | undefined): number => {
  const delivery = policy.delivery ?? SEED_DELIVERY[policy.currency];
  return delivery.base + (isJejuPostalCode(postalCode) ? delivery.jejuExtra : 0);
};
