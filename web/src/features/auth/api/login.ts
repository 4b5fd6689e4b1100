import type { ApiEnvelope } from '@slabworks/contracts';
import { baseApi } from '@/lib/api/base-api';
import type { CurrentUser } from '@/features/session/api/get-current-user';

export interface LoginRequest {
  email: string;
  password: string;
}

const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<CurrentUser | null, LoginRequest>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<CurrentUser | null>) => response.data ?? null,
      invalidatesTags: ['CurrentUser'],
    }),
  }),
});

export const { useLoginMutation } = loginApi;
