import { DISPLAY_STAGES, ORDER_TYPES, PROCESSING_STATUSES } from '@slabworks/domain';
import type { ConsoleOrdersQueueApiArg } from '@/lib/api/generated/slabworks-api';

/** What the address bar holds of the queue: a reload or the back button shows the same list. */
export type QueueView = Required<Pick<ConsoleOrdersQueueApiArg, 'sort' | 'direction' | 'page' | 'size'>> &
  Pick<ConsoleOrdersQueueApiArg, 'stage' | 'processingStatus' | 'orderType' | 'member' | 'q'>;
export type QueueFilters = Pick<QueueView, 'stage' | 'processingStatus' | 'orderType' | 'member' | 'q'>;

const SORTS = ['updatedAt', 'placedAt', 'orderNumber', 'totalAmount'] as const;
export const PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS = { sort: 'updatedAt', direction: 'asc', page: 1, size: 50 } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const text = (value: string | null) => (value?.trim() ? value.trim().slice(0, 200) : undefined);

/**
 * The view a link or a hand-edited address asks for: a value the api would refuse is dropped (its
 * default shown) rather than sent, so a stale bookmark still opens the queue.
 */
export const queueViewOf = (params: URLSearchParams): QueueView => {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    stage: oneOf(DISPLAY_STAGES, params.get('stage')),
    processingStatus: oneOf(PROCESSING_STATUSES, params.get('processingStatus')),
    orderType: oneOf(ORDER_TYPES, params.get('orderType')),
    member: text(params.get('member')),
    q: text(params.get('q')),
    sort: oneOf(SORTS, params.get('sort')) ?? DEFAULTS.sort,
    direction: oneOf(['asc', 'desc'] as const, params.get('direction')) ?? DEFAULTS.direction,
    page: Number.isSafeInteger(page) && page >= 1 ? page : DEFAULTS.page,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULTS.size,
  };
};

/** The address of a view: defaults left out, so the plain queue stays /console/orders. */
export const queueParamsOf = (view: QueueView): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    if (value === undefined || value === DEFAULTS[key as keyof typeof DEFAULTS]) continue;
    params.set(key, String(value));
  }
  return params;
};
