import { STANDARD_CARD_CATEGORIES } from '../order/card.values';
import type { OrderType, SubmitType } from '../order/order.values';
import { CostPolicy, serviceAmountIn } from './cost-policy';
import { itemPrice } from './item-price';
import { reholderBasePrice } from './reholder-price';
import { SEED_DELIVERY, SEED_SERVICE_AMOUNTS } from './seed-cost-policy';

/**
 * What the price guide shows per card on a plan: the cheapest standard card, priced by the same
 * `itemPrice` the quote and the placed order use, so the guide and the bill cannot disagree. Null when
 * the policy does not price the plan (the quote would refuse it too).
 */
export const planUnitPrice = (
  policy: CostPolicy,
  plan: OrderType,
  submitType: SubmitType = plan === 'REHOLDER' ? 'REHOLDER' : 'GENERAL',
): number | null => {
  if (plan === 'REHOLDER') return reholderBasePrice(policy);
  if (serviceAmountIn(policy, plan) === undefined) return null;
  return Math.min(
    ...STANDARD_CARD_CATEGORIES.map(
      (cardCategory) => itemPrice({ cardCategory, isAuto: false }, plan, submitType, policy).price,
    ),
  );
};

export const autoGradingExtra = (policy: CostPolicy): number =>
  serviceAmountIn(policy, 'AUTO_GRADING') ?? SEED_SERVICE_AMOUNTS[policy.currency].AUTO_GRADING;

export const jejuDeliveryExtra = (policy: CostPolicy): number =>
  (policy.delivery ?? SEED_DELIVERY[policy.currency]).jejuExtra;
