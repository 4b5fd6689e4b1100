import { slabworksApi } from '@/lib/api/slabworks-api';
import type { ListConsoleCouponsApiResponse, MemberView } from '@/lib/api/generated/slabworks-api';

export type ConsoleCoupon = ListConsoleCouponsApiResponse['data']['rows'][number];
export type { MemberView };

// A new tier, a changed rate or a member moved between tiers changes the tier list (its member counts).
const TIERS = 'MembershipTiers';

const couponsConsoleApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [TIERS],
  endpoints: {
    listMembershipTiers: { providesTags: [TIERS] },
    createMembershipTier: { invalidatesTags: [TIERS] },
    updateMembershipTier: { invalidatesTags: [TIERS] },
    setMemberTier: { invalidatesTags: [TIERS] },
  },
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
