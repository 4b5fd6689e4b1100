import { slabworksApi } from '@/lib/api/slabworks-api';

// The console's cost policy, as the quote reads it. Prices change rarely: kept five minutes here (the
// api lets browsers keep it one), and the console's new version drops it (tag PriceGuide).
const priceGuideApi = slabworksApi.enhanceEndpoints({
  addTagTypes: ['PriceGuide'],
  endpoints: { getCostPolicy: { providesTags: ['PriceGuide'], keepUnusedDataFor: 300 } },
});

export const { useGetCostPolicyQuery } = priceGuideApi;
