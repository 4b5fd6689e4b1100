import { slabworksApi } from '@/lib/api/slabworks-api';
import type { ListMyCouponsApiResponse, MemberStanding } from '@/lib/api/generated/slabworks-api';

// The coupon api (services/api/src/coupon): the member's coupons and membership.
export type MyCoupon = ListMyCouponsApiResponse['data'][number];
export type { MemberStanding };

export const { useListMyCouponsQuery, useRegisterCouponMutation, useGetMyMembershipQuery } = slabworksApi;
