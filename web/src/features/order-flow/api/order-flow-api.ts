import { slabworksApi } from '@/lib/api/slabworks-api';

// Drafts change under the list: a save, a place or a discard re-reads it.
const orderFlowApi = slabworksApi.enhanceEndpoints({
  addTagTypes: ['OrderDrafts'],
  endpoints: {
    listDrafts: { providesTags: ['OrderDrafts'] },
    createDraft: { invalidatesTags: ['OrderDrafts'] },
    updateDraft: { invalidatesTags: ['OrderDrafts'] },
    discardDraft: { invalidatesTags: ['OrderDrafts'] },
    placeOrder: { invalidatesTags: ['OrderDrafts'] },
  },
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
