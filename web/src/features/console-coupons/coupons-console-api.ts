import { listRefreshedBy } from '@/lib/api/cache-tags';
import { slabworksApi } from '@/lib/api/slabworks-api';
import type { ListConsoleCouponsApiResponse, MemberView } from '@/lib/api/generated/slabworks-api';

export type ConsoleCoupon = ListConsoleCouponsApiResponse['data']['rows'][number];
export type { MemberView };

// A new tier, a changed rate or a member moved between tiers changes the tier list (its member counts).
const TIERS = 'MembershipTiers';

const couponsConsoleApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [TIERS],
  endpoints: listRefreshedBy(TIERS, 'listMembershipTiers', [
    'createMembershipTier',
    'updateMembershipTier',
    'setMemberTier',
  ]),
});

export const {
  useListConsoleCouponsQuery,
  useCreateCouponMutation,
  usePauseCouponMutation,
  useIssueCouponMutation,
  useListMembershipTiersQuery,
  useCreateMembershipTierMutation,
  useUpdateMembershipTierMutation,
  useSetMemberTierMutation,
  useSetMemberDiscountRateMutation,
  useMemberAdminSearchQuery,
} = couponsConsoleApi;
