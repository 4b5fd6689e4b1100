import { slabworksApi } from '@/lib/api/slabworks-api';
import type { CompanyView } from '@/lib/api/generated/slabworks-api';

// The company's facts are deploy-time config (libs/config COMPANY_*, TW_BRANCH_*): read once an hour,
// again on a language switch (the 'Content' tag).
const companyApi = slabworksApi.enhanceEndpoints({
  endpoints: { getCompany: { providesTags: ['Content'], keepUnusedDataFor: 3600 } },
});

export type { CompanyView };

/** The company of this page's service, in the page's language; null until the api answered. */
export const useCompany = (): CompanyView | null => companyApi.useGetCompanyQuery().data ?? null;

/** Where this service's collectors send or bring cards, for texts that name it ("…" while loading). */
export const useReceivingAddress = (): string => useCompany()?.receivingAddress ?? '…';
