// One place for every route path, so links, guards and tests agree.
export const paths = {
  home: '/',
  homeAlias: '/home',
  grading: '/grading',
  gradingDetail: '/grading/detail',
  gradingPricing: '/grading/pricing',
  gradingSubmitPrice: '/grading/submit/price',
  gradingSubmit: '/grading/submit',
  reholderSubmit: '/reholder/submit',
  aboutUs: '/about-us',
  faq: '/about-us/faq',
  partnerShop: '/partner-shop',
  feed: '/feed',
  notice: '/notice',
  certification: '/certification',
  collectionGallery: '/collection-gallery',
  popReport: '/pop-report',
  login: '/login',
  signup: '/signup',
  signupVerify: '/signup/verify',
  signupComplete: '/signup/complete',
  signupSocial: '/signup/social',
  findPassword: '/find-password',
  resetPassword: '/reset-password',
  dormancy: '/dormancy',
  logout: '/logout',
  accountDashboard: '/account/dashboard',
  accountProfile: '/account/profile',
  accountOrderList: '/account/orderList',
  accountAddresses: '/account/address',
  accountCoupons: '/account/coupons',
  accountWithdrawal: '/account/withdrawal',
  accountCollection: '/account/collection/grading',
  privacy: '/privacy',
  agreement: '/agreement',
  console: '/console',
} as const;

/** A notice or event opens under /notice, a column under /feed (the lists their cards sit in). */
export const articleHref = (article: { kind: 'NOTICE' | 'EVENT' | 'COLUMN'; id: number }): string =>
  `${article.kind === 'COLUMN' ? paths.feed : paths.notice}/${article.id}`;

/** An order's page, and its payment step while the api allows `PAY` (the checkout's, on the same order). */
export const orderHref = (orderId: string): string => `/account/order/${encodeURIComponent(orderId)}`;
export const orderPayHref = (orderId: string): string => `${orderHref(orderId)}/pay`;

export const loginHref = (returnUrl?: string): string =>
  returnUrl && returnUrl !== paths.login
    ? `${paths.login}?returnUrl=${encodeURIComponent(returnUrl)}`
    : paths.login;

/** Sign-up (also with Kakao/Facebook) keeps where the person was going when log-in sent them there. */
export const signupHref = (returnUrl?: string | null): string =>
  returnUrl && returnUrl !== paths.home
    ? `${paths.signup}?returnUrl=${encodeURIComponent(returnUrl)}`
    : paths.signup;

// Pages not worth returning to after restoring: home, and the log-in and sign-up pages the member just left.
const noReturnAfterDormancy: readonly string[] = [paths.home, paths.login, paths.signup];

export const dormancyHref = (returnUrl: string): string =>
  noReturnAfterDormancy.includes(returnUrl.split('?')[0] ?? '')
    ? paths.dormancy
    : `${paths.dormancy}?returnUrl=${encodeURIComponent(returnUrl)}`;

const startsWithSegment = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export const isAuthRequiredPath = (pathname: string): boolean =>
  ['/account', paths.gradingSubmit, paths.reholderSubmit].some((p) => startsWithSegment(pathname, p));

// Order-flow paths: leaving them resets the stored order state (spec §4).
export const isOrderFlowPath = (pathname: string): boolean =>
  [
    paths.gradingSubmit,
    paths.reholderSubmit,
    '/grading/orderComplete',
    '/reholder/orderComplete',
    '/kakaopay',
    '/topclass',
  ].some((p) => startsWithSegment(pathname, p));

export const isAccountPath = (pathname: string): boolean => startsWithSegment(pathname, '/account');

export const isConsolePath = (pathname: string): boolean => startsWithSegment(pathname, paths.console);

export const isHomePath = (pathname: string): boolean =>
  pathname === paths.home || pathname === paths.homeAlias;
