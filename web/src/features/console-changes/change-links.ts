import type { ConsoleChangeEntry } from '@/lib/api/generated/slabworks-api';

export type ChangeSubject = ConsoleChangeEntry['subject'];

// Where each kind of change is looked at in the console: the content's own screen, the member's
// drawer, the order a note or a payment flag belongs to. A Record, so a new subject must be named.
const LINKS: Record<ChangeSubject, (change: ConsoleChangeEntry) => string | null> = {
  BANNER: () => '/console/content/banners',
  POPUP: () => '/console/content/popups',
  PROMOTION: () => '/console/content/promotions',
  ARTICLE: () => '/console/content/articles',
  FAQ: () => '/console/content/faq',
  PARTNER_SHOP: () => '/console/content/partner-shops',
  PARTNERSHIP_INQUIRY: () => '/console/content/inquiries',
  COST_POLICY: () => '/console/content/cost-policy',
  MEMBER: (change) => `/console/members?member=${encodeURIComponent(change.subjectId)}`,
  PAYMENT_FLAG: (change) => (change.orderId ? `/console/orders/${change.orderId}` : null),
  ORDER_NOTE: (change) => (change.orderId ? `/console/orders/${change.orderId}` : null),
  COUPON: () => '/console/coupons',
  MEMBER_COUPON: () => '/console/coupons',
  MEMBERSHIP_TIER: () => '/console/membership',
};

export const CHANGE_SUBJECTS = Object.keys(LINKS) as ChangeSubject[];

export const isChangeSubject = (value: string | null): value is ChangeSubject =>
  value !== null && value in LINKS;

/** The console address of what the change changed, or null when there is none to open. */
export const changeLink = (change: ConsoleChangeEntry): string | null => LINKS[change.subject](change);
