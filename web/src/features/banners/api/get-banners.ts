import { slabworksApi } from '@/lib/api/slabworks-api';

// Banners change rarely: kept five minutes; a language switch refetches them (the 'Content' tag).
const bannersApi = slabworksApi.enhanceEndpoints({
  endpoints: { bannerList: { providesTags: ['Content'], keepUnusedDataFor: 300 } },
});

export const { useBannerListQuery } = bannersApi;

/** Starts the banner request before the first render (main.tsx): the home page's hero waits for it. */
export const prefetchBannerList = bannersApi.util.prefetch;
