import type { BlockingOrder } from '@/lib/api/generated/slabworks-api';
import { slabworksApi } from '@/lib/api/slabworks-api';

export const { useWithdrawMutation } = slabworksApi;

export type { BlockingOrder };

/** The refusal's data (MEMBER.WITHDRAWAL_BLOCKED): the orders to finish first, newest first. */
export const blockingOrdersOf = (error: unknown): BlockingOrder[] | undefined => {
  const data = (error as { data?: { data?: { orders?: unknown } } } | undefined)?.data?.data;
  return Array.isArray(data?.orders) ? (data.orders as BlockingOrder[]) : undefined;
};
