import { accountCacheSeconds } from '@/config/constants';
import { slabworksApi } from '@/lib/api/slabworks-api';
import type { GetProfileApiResponse } from '@/lib/api/generated/slabworks-api';

// The profile and phone verification (services/api/src/member): a change also refreshes the header's user.
export type Profile = GetProfileApiResponse['data'];

const profileApi = slabworksApi.enhanceEndpoints({
  addTagTypes: ['Profile', 'CurrentUser'],
  endpoints: {
    // The profile is the current user's: log-in, social link and unlink (auth feature) refresh it too.
    getProfile: { providesTags: ['Profile', 'CurrentUser'], keepUnusedDataFor: accountCacheSeconds },
    updateProfile: { invalidatesTags: ['Profile', 'CurrentUser'] },
    checkPhoneCode: { invalidatesTags: ['Profile', 'CurrentUser'] },
  },
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useSendPhoneCodeMutation,
  useCheckPhoneCodeMutation,
  useUploadPhotoMutation,
} = profileApi;
