import { listRefreshedBy } from '@/lib/api/cache-tags';
import { slabworksApi } from '@/lib/api/slabworks-api';
import type { PartnerShopEntity, PartnerShopRequestDto } from '@/lib/api/generated/slabworks-api';

export type { PartnerShopEntity, PartnerShopRequestDto };

// Every write refreshes the console's list (the public list is another cache: a visitor reloads).
const SHOPS = 'ConsolePartnerShops';
const partnerShopsApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [SHOPS],
  endpoints: listRefreshedBy(SHOPS, 'partnerShopAdminList', [
    'partnerShopAdminCreate',
    'partnerShopAdminUpdate',
    'partnerShopAdminRemove',
  ]),
});

export const {
  usePartnerShopAdminListQuery,
  usePartnerShopAdminCreateMutation,
  usePartnerShopAdminUpdateMutation,
  usePartnerShopAdminRemoveMutation,
} = partnerShopsApi;
