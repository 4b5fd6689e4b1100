import { slabworksApi } from '@/lib/api/slabworks-api';
import type { PartnershipInquiryEntity } from '@/lib/api/generated/slabworks-api';

export type PartnershipInquiry = PartnershipInquiryEntity;

// Marking one handled moves it between the inbox's filters: every filtered page reads again.
const INBOX = 'ConsoleInquiryInbox';
const inquiriesApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [INBOX],
  endpoints: {
    inquiryInboxList: { providesTags: [INBOX] },
    inquiryInboxSetHandled: { invalidatesTags: [INBOX] },
  },
});

export const { useInquiryInboxListQuery, useInquiryInboxSetHandledMutation } = inquiriesApi;
