import { slabworksApi } from '@/lib/api/slabworks-api';
import type { CostPolicyVersion, CostPolicyVersionRequestDto } from '@/lib/api/generated/slabworks-api';

export type { CostPolicyVersion, CostPolicyVersionRequestDto };

const POLICIES = 'ConsoleCostPolicies';
const costPolicyApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [POLICIES],
  endpoints: {
    costPolicyAdminList: { providesTags: [POLICIES] },
    costPolicyAdminAdd: { invalidatesTags: [POLICIES] },
  },
});

export const { useCostPolicyAdminListQuery, useCostPolicyAdminAddMutation } = costPolicyApi;
