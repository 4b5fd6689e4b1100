import { slabworksApi } from '@/lib/api/slabworks-api';
import type { CostPolicyVersion, CostPolicyVersionRequestDto } from '@/lib/api/generated/slabworks-api';

export type { CostPolicyVersion, CostPolicyVersionRequestDto };

const POLICIES = 'ConsoleCostPolicies';
// PriceGuide: the collector's price guide (features/pricing) re-reads the policy a new version replaced.
const PRICE_GUIDE = 'PriceGuide';
const costPolicyApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [POLICIES, PRICE_GUIDE],
  endpoints: {
    costPolicyAdminList: { providesTags: [POLICIES] },
    costPolicyAdminAdd: { invalidatesTags: [POLICIES, PRICE_GUIDE] },
  },
});

export const { useCostPolicyAdminListQuery, useCostPolicyAdminAddMutation } = costPolicyApi;
