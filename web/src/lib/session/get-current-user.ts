import { accountCacheSeconds } from '@/config/constants';
import { slabworksApi } from '@/lib/api/slabworks-api';
import type { MemberView } from '@/lib/api/generated/slabworks-api';

export type CurrentUser = MemberView;

const currentUserApi = slabworksApi.enhanceEndpoints({
  endpoints: {
    getCurrentUser: { providesTags: ['CurrentUser'], keepUnusedDataFor: accountCacheSeconds },
    logout: { invalidatesTags: ['CurrentUser'] },
    restoreDormancy: { invalidatesTags: ['CurrentUser'] },
  },
});

export const { useGetCurrentUserQuery, useLogoutMutation, useRestoreDormancyMutation } = currentUserApi;
