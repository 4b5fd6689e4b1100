import { slabworksApi } from '@/lib/api/slabworks-api';

// Identity before paying (services/api/src/member/identity): a confirmed verification changes the
// member (mbStatus APPROVED, verified name and phone), so the profile and the current user refresh.
const identityApi = slabworksApi.enhanceEndpoints({
  addTagTypes: ['Profile', 'CurrentUser'],
  endpoints: {
    confirmIdentityVerification: { invalidatesTags: ['Profile', 'CurrentUser'] },
  },
});

export const { useStartIdentityVerificationMutation, useConfirmIdentityVerificationMutation } = identityApi;
