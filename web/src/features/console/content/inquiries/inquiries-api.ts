import { slabworksApi } from '@/lib/api/slabworks-api';
import type { InquiryInboxRow } from '@/lib/api/generated/slabworks-api';

export type PartnershipInquiry = InquiryInboxRow;

/** Who handled it, as the staff know each other: the name, else the e-mail (null while open). */
export const handlerOf = (inquiry: PartnershipInquiry): string | null =>
  inquiry.handledAt === null ? null : (inquiry.handledByName ?? inquiry.handledByEmail ?? inquiry.handledBy);

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
