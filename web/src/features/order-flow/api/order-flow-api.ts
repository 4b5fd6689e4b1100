import { listRefreshedBy } from '@/lib/api/cache-tags';
import { slabworksApi } from '@/lib/api/slabworks-api';

// Drafts change under the list: a save, a place or a discard re-reads it.
const orderFlowApi = slabworksApi.enhanceEndpoints({
  addTagTypes: ['OrderDrafts'],
  endpoints: listRefreshedBy('OrderDrafts', 'listDrafts', [
    'createDraft',
    'updateDraft',
    'discardDraft',
    'placeOrder',
  ]),
});

export const {
  useQuotePriceMutation,
  usePlaceOrderMutation,
  usePayOrderMutation,
  useStartPaymentAttemptMutation,
  useRecordPaymentWindowFailureMutation,
  useGetOrderQuery,
  useLazyGetOrderQuery,
  useCheckCertificationNumbersMutation,
  useGetCertificationQuery,
  useListAddressesQuery,
  useAddAddressMutation,
  useListDraftsQuery,
  useCreateDraftMutation,
  useUpdateDraftMutation,
  useDiscardDraftMutation,
  useGetPaymentWindowQuery,
  useLazyGetPaymentWindowQuery,
} = orderFlowApi;
