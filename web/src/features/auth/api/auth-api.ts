import type { ApiEnvelope } from '@slabworks/contracts';
import { baseApi } from '@/lib/api/base-api';
import type { CurrentUser } from '@/features/session/api/get-current-user';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface SignupConsents {
  terms: boolean;
  privacy: boolean;
  over14: boolean;
  crossBorder: boolean;
  advertising: boolean;
}

export interface SignupRequest {
  nickname: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  phone: string;
  consents: SignupConsents;
}

export interface SignupResult {
  id: string;
  email: string;
  emailVerified: boolean;
}

export interface PasswordChange {
  password: string;
  passwordConfirmation: string;
}

const data = <T>(response: ApiEnvelope<T>): T => response.data;

// The Members API (services/api/src/member, src/auth). Field names follow the api's DTOs.
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<CurrentUser | null, LoginRequest>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<CurrentUser | null>) => response.data ?? null,
      invalidatesTags: ['CurrentUser'],
    }),
    signup: build.mutation<SignupResult, SignupRequest>({
      query: (body) => ({ url: '/api/member/signup', method: 'POST', body }),
      transformResponse: data<SignupResult>,
    }),
    sendEmailCode: build.mutation<null, { email: string }>({
      query: (body) => ({ url: '/api/member/send-email-code', method: 'POST', body }),
      transformResponse: data<null>,
    }),
    verifyEmailCode: build.mutation<{ emailVerified: boolean }, { email: string; code: string }>({
      query: (body) => ({ url: '/api/member/verify-email-code', method: 'POST', body }),
      transformResponse: data<{ emailVerified: boolean }>,
    }),
    sendPasswordMail: build.mutation<null, { email: string }>({
      query: (body) => ({ url: '/api/auth/send-password-change-email', method: 'POST', body }),
      transformResponse: data<null>,
    }),
    resetPasswordByMail: build.mutation<null, PasswordChange & { token: string }>({
      query: (body) => ({ url: '/api/auth/password-by-mail', method: 'PATCH', body }),
      transformResponse: data<null>,
    }),
    changePassword: build.mutation<null, PasswordChange & { currentPassword: string }>({
      query: (body) => ({ url: '/api/member/password', method: 'PATCH', body }),
      transformResponse: data<null>,
    }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useSendEmailCodeMutation,
  useVerifyEmailCodeMutation,
  useSendPasswordMailMutation,
  useResetPasswordByMailMutation,
  useChangePasswordMutation,
} = authApi;
