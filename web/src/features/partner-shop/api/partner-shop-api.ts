import { slabworksApi } from '@/lib/api/slabworks-api';
import type {
  PartnershipInquiryRequestDto,
  PartnerShopListApiResponse,
} from '@/lib/api/generated/slabworks-api';
import { partnerShopCacheSeconds } from '@/config/constants';

export type PartnerShop = PartnerShopListApiResponse['data']['rows'][number];
export type PartnershipInquiry = PartnershipInquiryRequestDto;

const partnerShopApi = slabworksApi.enhanceEndpoints({
  endpoints: {
    partnerShopList: { providesTags: ['Content'], keepUnusedDataFor: partnerShopCacheSeconds },
  },
});

export const { usePartnerShopListQuery, usePartnershipInquiryReceiveMutation } = partnerShopApi;
