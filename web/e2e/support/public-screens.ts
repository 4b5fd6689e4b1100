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

/** A screen's name in screenshot files: `home` for /, else the path with dashes (`about-us-faq`). */
export const screenName = (path: string): string =>
  path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
