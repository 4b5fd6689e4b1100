import { CostPolicy, serviceAmountIn } from './cost-policy';
import { applyDiscountRate } from './discount-rate';
import { SEED_SERVICE_AMOUNTS } from './seed-cost-policy';

// Spec: the REHOLDER service amount if present, else 9,800 KRW (or the seed in other currencies),
// times (1 − membership discount rate), rounded down in the customer's favour.
export const reholderBasePrice = (policy: CostPolicy): number =>
  serviceAmountIn(policy, 'REHOLDER') ?? SEED_SERVICE_AMOUNTS[policy.currency].REHOLDER;

export const reholderUnitPrice = (policy: CostPolicy, membershipDiscountRateBp: number): number =>
  applyDiscountRate(reholderBasePrice(policy), membershipDiscountRateBp);
