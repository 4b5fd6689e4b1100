import { slabworksApi } from '@/lib/api/slabworks-api';

// The order screen's history reads the event stream (always current): every step written from the
// console marks it stale so it reads again. The detail waits for the read model with minRevision.
const HISTORY = 'ConsoleOrderHistory';
const NOTES = 'ConsoleOrderNotes';
// A role set or a restore shows at once in the member's drawer and the search list.
const MEMBERS = 'ConsoleMembers';
// The queue and its counts: any step, score or bulk advance makes them stale (issue #34).
const QUEUE = 'ConsoleQueue';
const ORDER_WRITES = [
  'consoleOrdersStep',
  'consoleOrdersCorrespondence',
  'consoleOrdersScore',
  'consoleOrdersScores',
  'consoleOrdersShipOut',
  'consoleOrdersCorrect',
  'partialCancelRequest',
  'partialCancelComplete',
  'bulkAdvanceAdvance',
  'slabPhotosPhotograph',
] as const;

const consoleApi = slabworksApi.enhanceEndpoints({
  addTagTypes: [HISTORY, NOTES, MEMBERS, QUEUE],
  endpoints: {
    consoleOrdersHistory: { providesTags: [HISTORY] },
    consoleOrdersQueue: { providesTags: [QUEUE] },
    orderNotesList: { providesTags: [NOTES] },
    orderNotesAdd: { invalidatesTags: [NOTES] },
    consoleMembersGet: { providesTags: [MEMBERS] },
    memberAdminSearch: { providesTags: [MEMBERS] },
    memberAdminSetRole: { invalidatesTags: [MEMBERS] },
    memberAdminSetName: { invalidatesTags: [MEMBERS] },
    memberAdminRestore: { invalidatesTags: [MEMBERS] },
    ...Object.fromEntries(ORDER_WRITES.map((name) => [name, { invalidatesTags: [HISTORY, QUEUE] }])),
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
  useConsoleOrdersScoresMutation,
  useConsoleOrdersShipOutMutation,
  useConsoleOrdersCorrectMutation,
  usePartialCancelPreviewMutation,
  usePartialCancelRequestMutation,
  usePartialCancelCompleteMutation,
  useSlabPhotosPhotographMutation,
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
  useMemberAdminSetNameMutation,
  useMemberAdminRestoreMutation,
  useConsoleMembersGetQuery,
  useConsoleChangesListQuery,
} = consoleApi;

/** Starts an endpoint's read before the screen that subscribes to it has loaded (RTK Query's usePrefetch). */
export const useConsolePrefetch = consoleApi.usePrefetch;

/** The order moved on (a newer revision came in, not through this screen's writes): read its history again. */
export const orderHistoryIsStale = () => consoleApi.util.invalidateTags([HISTORY]);
