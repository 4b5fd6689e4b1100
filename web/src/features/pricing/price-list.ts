import {
  autoGradingExtra,
  BULK_MIN_CARDS,
  EVENT_CATEGORY_DEDUCTION,
  jejuDeliveryExtra,
  planUnitPrice,
  serviceAmountIn,
  toMajorUnits,
  type CostPolicy,
  type SubmitType,
} from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import type { Currency } from '@/lib/money';
import { selectCurrency } from '@/lib/preferences/preferences-slice';
import { useGetCostPolicyQuery } from './api/price-guide-api';

export type PlanKey = 'EXP' | 'REG' | 'BULK' | 'REHOLDER';

export const plans: { key: PlanKey; days: string; minimum?: number }[] = [
  { key: 'EXP', days: '5' },
  { key: 'REG', days: '10' },
  { key: 'BULK', days: '15', minimum: BULK_MIN_CARDS },
  { key: 'REHOLDER', days: '5' },
];

export interface PriceGuide {
  currency: Currency;
  /** Per card on the plan, in major units; null when the policy does not price it. */
  unitPrice: (plan: PlanKey, submitType?: SubmitType) => number | null;
  autoGrading: number;
  jejuExtra: number;
  /** The quick/easy submission's extra per card (spec: TWD only); 0 where the policy has none. */
  simpleSubmissionExtra: number;
  eventDeduction: number;
}

/**
 * The prices the console set, in the visitor's currency, computed by libs/domain's price-list functions
 * (the ones the quote uses), so the guide shows what the order will cost.
 */
export const usePriceGuide = () => {
  const currency = useAppSelector(selectCurrency);
  const query = useGetCostPolicyQuery(currency);
  const policy = query.data as CostPolicy | undefined;
  // A cached answer of another currency must not show while the new one loads.
  const guide: PriceGuide | null =
    policy && policy.currency === currency
      ? {
          currency,
          unitPrice: (plan, submitType) => {
            const amount = planUnitPrice(policy, plan, submitType);
            return amount === null ? null : toMajorUnits(amount, currency);
          },
          autoGrading: toMajorUnits(autoGradingExtra(policy), currency),
          jejuExtra: toMajorUnits(jejuDeliveryExtra(policy), currency),
          simpleSubmissionExtra: toMajorUnits(serviceAmountIn(policy, 'SIMPLE_SUBMISSION') ?? 0, currency),
          eventDeduction: toMajorUnits(EVENT_CATEGORY_DEDUCTION[currency], currency),
        }
      : null;
  return {
    guide,
    isLoading: !guide && !query.isError,
    isError: query.isError && !guide,
    retry: query.refetch,
  };
};
