/**
 * The public screens that need nothing but the app and its content (the mock api answers them), and
 * the 404 screen: every journey that walks the public site visits these.
 */
export const PUBLIC_SCREENS = [
  '/',
  '/grading',
  '/grading/detail',
  '/grading/pricing',
  '/about-us',
  '/about-us/faq',
  '/feed',
  '/notice',
  '/partner-shop',
  '/privacy',
  '/login',
  '/signup',
  '/find-password',
  '/no-such-page',
];
