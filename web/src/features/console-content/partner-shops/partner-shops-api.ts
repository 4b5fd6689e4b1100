import { slabworksApi } from '@/lib/api/slabworks-api';
import type { PartnerShopEntity, PartnerShopRequestDto } from '@/lib/api/generated/slabworks-api';

export type { PartnerShopEntity, PartnerShopRequestDto };

// Every write refreshes the console's list (the public list is another cache: a visitor reloads).
const SHOPS = 'ConsolePartnerShops';
const partnerShopsApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [SHOPS],
  endpoints: {
    partnerShopAdminList: { providesTags: [SHOPS] },
    partnerShopAdminCreate: { invalidatesTags: [SHOPS] },
    partnerShopAdminUpdate: { invalidatesTags: [SHOPS] },
    partnerShopAdminRemove: { invalidatesTags: [SHOPS] },
  },
});

export const {
  usePartnerShopAdminListQuery,
  usePartnerShopAdminCreateMutation,
  usePartnerShopAdminUpdateMutation,
  usePartnerShopAdminRemoveMutation,
} = partnerShopsApi;
