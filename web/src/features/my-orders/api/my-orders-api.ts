import { slabworksApi } from '@/lib/api/slabworks-api';

export const {
  useListOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useChangeShippingAddressMutation,
  useListAddressesQuery,
  useRegisterInboundShipmentMutation,
  useSetRefundAccountMutation,
  useRequestRefundMutation,
} = slabworksApi;
