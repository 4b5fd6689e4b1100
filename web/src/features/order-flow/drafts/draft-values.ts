import type { DraftView, OrderInputRequestDto } from '@/lib/api/generated/slabworks-api';

/** What a saved draft holds: the order input as it was when saved (any part may be missing). */
export type DraftInput = OrderInputRequestDto & {
  cardLines?: Array<Record<string, unknown> & { quantity?: unknown }>;
};

export const draftInputOf = (view: DraftView): DraftInput =>
  view.draft && typeof view.draft === 'object' ? (view.draft as DraftInput) : {};

/** How many cards the draft holds, for its row in the list. */
export const draftCardCount = (draft: DraftInput): number =>
  draft.submitType === 'REHOLDER'
    ? (draft.certificationNumbers?.length ?? 0)
    : (draft.cardLines ?? []).reduce((sum, line) => sum + (Number(line.quantity) || 0), 0);

/** The screen a draft belongs on, with the draft to load. */
export const draftHref = (view: DraftView): string => {
  const draft = draftInputOf(view);
  if (draft.submitType === 'REHOLDER') return `/reholder/submit?draft=${view.orderId}`;
  const type = draft.submitType === 'SIMPLE' ? 'SIMPLE' : 'GENERAL';
  const level = type === 'SIMPLE' ? 'EXP' : (draft.orderType ?? 'REG');
  return `/grading/submit?type=${type}&level=${level}&draft=${view.orderId}`;
};
