import { slabworksApi } from '@/lib/api/slabworks-api';

// The order screen's history reads the event stream (always current): every step written from the
// console marks it stale so it reads again. The detail waits for the read model with minRevision.
const HISTORY = 'ConsoleOrderHistory';
const NOTES = 'ConsoleOrderNotes';
// A role set or a restore shows at once in the member's drawer and the search list.
const MEMBERS = 'ConsoleMembers';
const ORDER_WRITES = [
  'consoleOrdersStep',
  'consoleOrdersCorrespondence',
  'consoleOrdersScore',
  'consoleOrdersShipOut',
  'consoleOrdersCorrect',
  'partialCancelRequest',
  'partialCancelComplete',
] as const;

const consoleApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [HISTORY, NOTES, MEMBERS],
  endpoints: {
    consoleOrdersHistory: { providesTags: [HISTORY] },
    orderNotesList: { providesTags: [NOTES] },
    orderNotesAdd: { invalidatesTags: [NOTES] },
    consoleMembersGet: { providesTags: [MEMBERS] },
    memberAdminSearch: { providesTags: [MEMBERS] },
    memberAdminSetRole: { invalidatesTags: [MEMBERS] },
    memberAdminRestore: { invalidatesTags: [MEMBERS] },
    ...Object.fromEntries(ORDER_WRITES.map((name) => [name, { invalidatesTags: [HISTORY] }])),
  },
});

export const {
  useConsoleDashboardGetQuery,
  useConsoleOrdersQueueQuery,
  useLazyConsoleOrdersQueueQuery,
  useBulkAdvanceAdvanceMutation,
  useConsoleOrdersDetailQuery,
  useConsoleOrdersHistoryQuery,
  useConsoleOrdersStepMutation,
  useConsoleOrdersCorrespondenceMutation,
  useConsoleOrdersScoreMutation,
  useConsoleOrdersShipOutMutation,
  useConsoleOrdersCorrectMutation,
  usePartialCancelPreviewMutation,
  usePartialCancelRequestMutation,
  usePartialCancelCompleteMutation,
  usePaymentFlagsListQuery,
  usePaymentFlagsResolveMutation,
  useOrderNotesListQuery,
  useOrderNotesAddMutation,
  useBannerAdminListQuery,
  useBannerAdminCreateMutation,
  useBannerAdminUpdateMutation,
  useBannerAdminRemoveMutation,
  useMemberAdminSearchQuery,
  useMemberAdminOrdersQuery,
  useMemberAdminSetRoleMutation,
  useMemberAdminRestoreMutation,
  useConsoleMembersGetQuery,
} = consoleApi;

/** The order moved on (a newer revision came in, not through this screen's writes): read its history again. */
export const orderHistoryIsStale = () => consoleApi.util.invalidateTags([HISTORY]);
