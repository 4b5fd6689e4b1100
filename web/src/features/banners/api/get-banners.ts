import type { ApiEnvelope } from '@slabworks/contracts';
import { baseApi } from '@/lib/api/base-api';
import type { ListData } from '@/lib/api/envelope';
import { bannerListPage } from '@/config/constants';
import type { Language } from '@/lib/languages';
import type { Banner } from '../banner.types';

const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], { lang: Language }>({
      query: () => ({ url: '/api/admin/banner/list', params: bannerListPage }),
      transformResponse: (response: ApiEnvelope<ListData<Banner>>) => response.data?.rows ?? [],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
