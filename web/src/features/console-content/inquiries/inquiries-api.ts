import type { TFunction } from 'i18next';
import { listRefreshedBy } from '@/lib/api/cache-tags';
import { slabworksApi } from '@/lib/api/slabworks-api';
import type { InquiryInboxRow } from '@/lib/api/generated/slabworks-api';
import { personName } from '@/lib/console/person-name';

export type PartnershipInquiry = InquiryInboxRow;

/**
 * Who handled it, as every staff screen names a person: "name (role)", the e-mail when no name can be
 * read (null while open). `t` of the console namespace.
 */
export const handlerOf = (inquiry: PartnershipInquiry, t: TFunction<'console'>): string | null =>
  inquiry.handledAt === null
    ? null
    : personName(t, inquiry.handledByName ?? inquiry.handledByEmail, inquiry.handledByRole);

// Marking one handled moves it between the inbox's filters: every filtered page reads again.
const INBOX = 'ConsoleInquiryInbox';
const inquiriesApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [INBOX],
  endpoints: listRefreshedBy(INBOX, 'inquiryInboxList', ['inquiryInboxSetHandled']),
});

export const { useInquiryInboxListQuery, useInquiryInboxSetHandledMutation } = inquiriesApi;
