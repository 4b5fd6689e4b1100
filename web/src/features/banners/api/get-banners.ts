import type { ApiEnvelope } from '@slabworks/contracts';
import { baseApi } from '@/lib/api/base-api';
import type { ListData } from '@/lib/api/envelope';
import { bannerListPage } from '@/config/constants';
import type { Language } from '@/lib/languages';
import type { Banner } from '../banner.types';

const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The api leaves out banners whose status is off unless asked for preview mode (spec §4).
    getBanners: build.query<Banner[], { lang: Language; previewMode?: boolean }>({
      query: ({ previewMode }) => ({
        url: '/api/admin/banner/list',
        params: previewMode ? { ...bannerListPage, previewmode: 'true' } : bannerListPage,
      }),
      transformResponse: (response: ApiEnvelope<ListData<Banner>>) => response.data?.rows ?? [],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
