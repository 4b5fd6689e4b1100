import type { ApiEnvelope } from '@slabworks/contracts';
import { baseApi } from '@/lib/api/base-api';
import type { ListData } from '@/lib/api/envelope';
import { partnerShopCacheSeconds } from '@/config/constants';
import type { Language } from '@/lib/languages';

export interface PartnerShop {
  id: number;
  city: string;
  businessName: string;
  information: string;
  address: string;
  number: string;
}

export interface PartnershipInquiry {
  name: string;
  phone: string;
  email: string;
  company: string;
  region: string;
  content: string;
}

const partnerShopApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPartnerShops: build.query<PartnerShop[], { lang: Language }>({
      query: () => '/api/content/partner-shops',
      transformResponse: (response: ApiEnvelope<ListData<PartnerShop>>) => response.data?.rows ?? [],
      keepUnusedDataFor: partnerShopCacheSeconds,
    }),
    sendPartnershipInquiry: build.mutation<void, PartnershipInquiry>({
      query: (body) => ({ url: '/api/content/partnership-inquiries', method: 'POST', body }),
    }),
  }),
});

export const { useGetPartnerShopsQuery, useSendPartnershipInquiryMutation } = partnerShopApi;
