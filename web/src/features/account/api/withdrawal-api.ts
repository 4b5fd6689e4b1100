import { slabworksApi } from '@/lib/api/slabworks-api';

export const { useWithdrawMutation } = slabworksApi;

/** The refusal's data (MEMBER.WITHDRAWAL_BLOCKED): the orders to finish first, newest first. */
export interface BlockingOrder {
  orderId: string;
  orderNumber: string | null;
  status: string;
  displayStage: string | null;
}

export const blockingOrdersOf = (error: unknown): BlockingOrder[] | undefined => {
  const data = (error as { data?: { data?: { orders?: unknown } } } | undefined)?.data?.data;
  return Array.isArray(data?.orders) ? (data.orders as BlockingOrder[]) : undefined;
};
