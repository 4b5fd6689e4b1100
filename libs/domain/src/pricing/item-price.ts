import { DomainError } from '../errors/domain-error';
import { isEventCategory } from '../order/card.values';
import type { CardLine } from '../order/order-input.types';
import type { OrderType, SubmitType } from '../order/order.values';
import { categoryAmountIn, CostPolicy, serviceAmountIn } from './cost-policy';
import { EVENT_CATEGORY_DEDUCTION, SEED_SERVICE_AMOUNTS } from './seed-cost-policy';

export interface ItemPriceBreakdown {
  categoryAmount: number;
  serviceAmount: number;
  autoGradingAmount: number;
  simpleSubmissionAmount: number;
  eventDeduction: number;
  price: number;
}

export const gradingServiceAmount = (policy: CostPolicy, orderType: OrderType): number => {
  const amount = serviceAmountIn(policy, orderType);
  if (amount === undefined) {
    throw new DomainError(
      'PRICING.SERVICE_NOT_PRICED',
      `No ${orderType} service in the ${policy.currency} cost policy`,
      {
        params: { serviceName: orderType, currency: policy.currency },
      },
    );
  }
  return amount;
};

// Spec §9, exact: category + service for the order type (+ auto-grade extra) − the event deduction
// unless BULK, floored at 0. The quick/easy extra is 0 except in TWD, where the spec prices it.
export const itemPrice = (
  line: Pick<CardLine, 'cardCategory' | 'isAuto'>,
  orderType: OrderType,
  submitType: SubmitType,
  policy: CostPolicy,
): ItemPriceBreakdown => {
  const categoryAmount = categoryAmountIn(policy, line.cardCategory);
  const serviceAmount = gradingServiceAmount(policy, orderType);
  const autoGradingAmount = line.isAuto
    ? (serviceAmountIn(policy, 'AUTO_GRADING') ?? SEED_SERVICE_AMOUNTS[policy.currency].AUTO_GRADING)
    : 0;
  const simpleSubmissionAmount =
    submitType === 'SIMPLE' ? (serviceAmountIn(policy, 'SIMPLE_SUBMISSION') ?? 0) : 0;
  const eventDeduction =
    isEventCategory(line.cardCategory) && orderType !== 'BULK'
      ? EVENT_CATEGORY_DEDUCTION[policy.currency]
      : 0;
  const sum = categoryAmount + serviceAmount + autoGradingAmount + simpleSubmissionAmount - eventDeduction;
  return {
    categoryAmount,
    serviceAmount,
    autoGradingAmount,
    simpleSubmissionAmount,
    eventDeduction,
    price: Math.max(0, sum),
  };
};
