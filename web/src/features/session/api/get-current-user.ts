import type { ApiEnvelope } from '@slabworks/contracts';
import { baseApi } from '@/lib/api/base-api';
import { currentUserCacheSeconds } from '@/config/constants';

export interface CurrentUser {
  id: string;
  mbId: string;
  mbNick: string;
  mbEmail: string | null;
  mbStatus: 'NOT_APPROVED' | 'APPROVED' | 'DORMANCY' | string;
  mbType: string;
  /** MEMBER, VIP, OPERATOR, AUDITOR or ADMIN: which console areas open (features/console). */
  role?: string;
  socialProvider?: string | null;
  emailVerified?: boolean;
}

const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser | null, void>({
      query: () => '/api/login',
      transformResponse: (response: ApiEnvelope<CurrentUser | null>) => response.data ?? null,
      providesTags: ['CurrentUser'],
      keepUnusedDataFor: currentUserCacheSeconds,
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      invalidatesTags: ['CurrentUser'],
    }),
    restoreDormancy: build.mutation<void, void>({
      query: () => ({ url: '/api/member/restore-dormancy', method: 'POST' }),
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation, useRestoreDormancyMutation } = currentUserApi;
