/**
 * The locale namespaces each screen (app/routes/<name>.tsx) renders with, besides `common` and `shell`
 * (loaded before the first render). The router loads them beside the screen's chunk: without them a
 * screen renders, suspends on its first namespace, renders again, suspends on the next, and React holds
 * the content back 300 ms after each fallback. `screen-namespaces.test.ts` reads the screens' imports and
 * fails when this table misses one or names one too many.
 */
export const screenNamespaces = {
  'about-us': ['about'],
  'account-addresses': ['account'],
  'account-collection-album': ['cards'],
  'account-collection': ['account', 'cards'],
  'account-coupons': ['account', 'coupons'],
  'account-dashboard': ['account', 'coupons'],
  'account-order-list': ['account'],
  'account-order-pay': ['order'],
  'account-order': ['account'],
  'account-profile': ['account', 'auth'],
  'account-withdrawal': ['account'],
  agreement: ['auth', 'legal'],
  certification: ['cards', 'order'],
  'collection-gallery-album': ['cards'],
  'collection-gallery': ['cards'],
  dormancy: ['auth'],
  faq: ['about'],
  'feed-detail': ['news'],
  feed: ['news'],
  'find-password': ['auth'],
  'grading-detail': ['grading'],
  'grading-pricing': ['grading'],
  'grading-submit-price': ['order'],
  'grading-submit': ['coupons', 'order'],
  grading: ['grading'],
  home: ['home'],
  login: ['auth'],
  logout: [],
  'not-found': [],
  'notice-detail': ['news'],
  notice: ['news'],
  'order-complete': ['order'],
  'partner-shop': ['partner'],
  'payment-return': ['order'],
  'pop-report': ['cards'],
  privacy: ['auth', 'legal'],
  'reholder-submit': ['coupons', 'order'],
  'reset-password': ['auth'],
  'signup-complete': ['auth'],
  'signup-social': ['auth', 'legal'],
  'signup-verify': ['auth'],
  signup: ['auth', 'legal'],
} as const satisfies Record<string, readonly string[]>;

export type ScreenName = keyof typeof screenNamespaces;
