import { invalidatedBy } from '@/lib/api/cache-tags';
import { slabworksApi } from '@/lib/api/slabworks-api';
import type {
  ConsentsDto,
  GetPendingSocialLoginApiResponse,
  SignupApiResponse,
  SignupRequestDto,
} from '@/lib/api/generated/slabworks-api';

// The Members API (services/api/src/member, src/auth): generated from the api's OpenAPI document.
export type SignupRequest = SignupRequestDto;
export type SignupConsents = Required<ConsentsDto>;
export type SignupResult = SignupApiResponse['data'];
export type PendingSocialLogin = GetPendingSocialLoginApiResponse['data'];

export const authApi = slabworksApi.enhanceEndpoints({
  endpoints: invalidatedBy('CurrentUser', ['login', 'socialSignup', 'linkSocialLogin', 'unlinkSocialLogin']),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useSendEmailCodeMutation,
  useVerifyEmailCodeMutation,
  useSendPasswordMailMutation,
  useResetPasswordByMailMutation,
  useChangePasswordMutation,
  useGetSocialProvidersQuery,
  useGetPendingSocialLoginQuery,
  useSendSocialEmailCodeMutation,
  useSocialSignupMutation,
  useLinkSocialLoginMutation,
  useSendSocialLinkCodeMutation,
  useUnlinkSocialLoginMutation,
} = authApi;
