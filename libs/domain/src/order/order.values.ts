// Value lists from spec §4; `as const` arrays so the api and web can iterate them and the types follow.
export const ORDER_STATUSES = [
  'TEMP_SAVED',
  'SAVED',
  'CANCELLED',
  'DEADLINE_EXPIRED',
  'WAITING_FOR_DEPOSIT',
  'PROCESSING',
  'COMPLETE',
  'REFUNDED',
  'REQUEST_PARTIAL_CANCELED',
  'COMPLETE_PARTIAL_CANCELED',
  'WRONG_REFUND_ACCOUNT',
  'PAYMENT_FAILED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const SUBMIT_TYPES = ['GENERAL', 'SIMPLE', 'REHOLDER'] as const;
export type SubmitType = (typeof SUBMIT_TYPES)[number];

export const ORDER_TYPES = ['REG', 'EXP', 'BULK', 'REHOLDER'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const SHIPPING_METHODS = ['SELF_SHIPPING', 'BRG_SHIPPING', 'QUICK', 'VISIT'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const CORRESPONDENCE_RESULTS = [
  'OK',
  'OMITTED',
  'MISS_INPUT',
  'UNGRADABLE',
  'UNGRADABLE_B1',
  'UNGRADABLE_B2',
  'UNGRADABLE_B3',
  'UNGRADABLE_B4',
  'UNGRADABLE_B5',
  'UNGRADABLE_B6',
  'UNGRADABLE_B7',
] as const;
export type CorrespondenceResult = (typeof CORRESPONDENCE_RESULTS)[number];
export type CorrespondenceCheck = CorrespondenceResult | 'NOT_DETERMINED';

/** The two photos of a finished slab (issue #34). */
export const SLAB_SIDES = ['FRONT', 'BACK'] as const;
export type SlabSide = (typeof SLAB_SIDES)[number];

export const isUngradableResult = (result: CorrespondenceCheck): boolean => result.startsWith('UNGRADABLE');
// MISS_INPUT means the member described the card wrongly; the card is there, so it is still graded.
export const isGradableResult = (result: CorrespondenceCheck): boolean =>
  result === 'OK' || result === 'MISS_INPUT';

// Spec §1 names the methods but not their values, except CARD; these are ours.
export const PAYMENT_METHODS = [
  'CARD',
  'VIRTUAL_ACCOUNT',
  'TRANSFER',
  'MOBILE',
  'EASY_PAY',
  'GIFT_CARD',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ACTOR_ROLES = ['MEMBER', 'OPERATOR', 'ADMIN', 'SYSTEM'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

export interface Actor {
  id: string;
  role: ActorRole;
}
