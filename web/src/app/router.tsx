import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { RouteError } from '@/app/layout/route-error';
import { GuestOnly, RequireSession } from '@/features/session/components/route-guards';
import { paths } from '@/config/paths';

type RouteModule = { default: ComponentType };

// Every screen is its own chunk; the shell stays in the entry.
const page = (load: () => Promise<RouteModule>, guard?: 'session' | 'guest'): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { default: Screen } = await load();
    if (guard === 'session') return { Component: () => <RequireSession>{<Screen />}</RequireSession> };
    if (guard === 'guest') return { Component: () => <GuestOnly>{<Screen />}</GuestOnly> };
    return { Component: Screen };
  },
});

const comingSoon = () => import('./routes/coming-soon');

export const routes: RouteObject[] = [
  // The staff console: its own layout and one lazy chunk the collector's pages never load.
  {
    path: `${paths.console}/*`,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('@/features/console/console-app')).default }),
  },
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: paths.homeAlias, ...page(() => import('./routes/home')) },
      { path: paths.grading, ...page(() => import('./routes/grading')) },
      { path: paths.gradingDetail, ...page(() => import('./routes/grading-detail')) },
      { path: paths.gradingPricing, ...page(() => import('./routes/grading-pricing')) },
      { path: paths.gradingSubmitPrice, ...page(() => import('./routes/grading-submit-price'), 'session') },
      { path: paths.gradingSubmit, ...page(() => import('./routes/grading-submit'), 'session') },
      { path: '/grading/orderComplete', ...page(() => import('./routes/order-complete'), 'session') },
      { path: '/reholder/orderComplete', ...page(() => import('./routes/order-complete'), 'session') },
      { path: `${paths.gradingSubmit}/*`, ...page(comingSoon, 'session') },
      { path: `${paths.reholderSubmit}/*`, ...page(comingSoon, 'session') },
      { path: paths.aboutUs, ...page(() => import('./routes/about-us')) },
      { path: paths.faq, ...page(() => import('./routes/faq')) },
      { path: paths.partnerShop, ...page(() => import('./routes/partner-shop')) },
      { path: paths.feed, ...page(() => import('./routes/feed')) },
      { path: paths.notice, ...page(() => import('./routes/notice')) },
      { path: paths.certification, ...page(() => import('./routes/certification')) },
      { path: paths.popReport, ...page(comingSoon) },
      { path: paths.collectionGallery, ...page(comingSoon) },
      { path: paths.login, ...page(() => import('./routes/login'), 'guest') },
      { path: paths.signup, ...page(() => import('./routes/signup'), 'guest') },
      { path: paths.signupVerify, ...page(() => import('./routes/signup-verify')) },
      { path: paths.signupComplete, ...page(() => import('./routes/signup-complete')) },
      { path: paths.findPassword, ...page(() => import('./routes/find-password'), 'guest') },
      { path: paths.resetPassword, ...page(() => import('./routes/reset-password')) },
      { path: paths.dormancy, ...page(() => import('./routes/dormancy')) },
      { path: paths.logout, ...page(() => import('./routes/logout')) },
      { path: paths.accountProfile, ...page(() => import('./routes/account-profile'), 'session') },
      { path: '/account/order/:id', ...page(() => import('./routes/account-order'), 'session') },
      { path: '/account/orderList', ...page(() => import('./routes/account-order-list'), 'session') },
      { path: '/account/list', ...page(() => import('./routes/account-order-list'), 'session') },
      { path: '/account/order', ...page(() => import('./routes/account-order-list'), 'session') },
      { path: '/account/*', ...page(comingSoon, 'session') },
      { path: paths.privacy, ...page(() => import('./routes/privacy')) },
      { path: paths.agreement, ...page(() => import('./routes/agreement')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
