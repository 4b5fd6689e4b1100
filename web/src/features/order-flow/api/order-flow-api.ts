import { slabworksApi } from '@/lib/api/slabworks-api';

export const { useQuotePriceMutation, usePlaceOrderMutation, usePayOrderMutation, useGetOrderQuery } =
  slabworksApi;
