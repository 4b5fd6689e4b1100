import { slabworksApi } from '@/lib/api/slabworks-api';

// Banners change rarely: kept five minutes; a language switch refetches them (the 'Content' tag).
const bannersApi = slabworksApi.enhanceEndpoints({
  endpoints: { bannerList: { providesTags: ['Content'], keepUnusedDataFor: 300 } },
});

export const { useBannerListQuery } = bannersApi;
