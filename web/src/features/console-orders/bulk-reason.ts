import type { ParseKeys, TFunction } from 'i18next';
import type { BulkAdvanceAdvanceApiResponse } from '@/lib/api/generated/slabworks-api';
import { keyFor, labelOf, PROCESSING_STATUS_KEY } from '@/lib/i18n-keys';

export type BulkFailure = Extract<BulkAdvanceAdvanceApiResponse['data']['results'][number], { code: string }>;

// The refusals a bulk step meets, said in the console's words (the api's message names the
// processing status by its code); any other refusal keeps the api's own translated message.
const REASON_KEYS = {
  PRECONDITION_FAILED: 'orders.reason.stale',
  'ORDER.STEP_OUT_OF_ORDER': 'orders.reason.stepOutOfOrder',
  'ORDER.CANCELLED': 'orders.reason.cancelled',
  'ORDER.NOT_PAID': 'orders.reason.notPaid',
  'ORDER.NOT_FOUND': 'orders.reason.notFound',
  'ORDER.GOES_THROUGH_BRANCH': 'orders.reason.goesThroughBranch',
  'ORDER.NOT_A_BRANCH_ORDER': 'orders.reason.notBranchOrder',
} as const satisfies Record<string, ParseKeys<'console'>>;

/** Why the order was refused, in the console's language (`t` of the console namespace). */
export const bulkFailureReason = (failure: BulkFailure, t: TFunction<'console'>): string => {
  const key = keyFor(REASON_KEYS, failure.code);
  if (!key) return failure.message;
  const status = labelOf(t, PROCESSING_STATUS_KEY, failure.processingStatus);
  return t(key, { status });
};
