import { slabworksApi } from '@/lib/api/slabworks-api';
import type { ListConsoleCouponsApiResponse, MemberView } from '@/lib/api/generated/slabworks-api';

export type ConsoleCoupon = ListConsoleCouponsApiResponse['data']['rows'][number];
export type { MemberView };

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
} = slabworksApi;
