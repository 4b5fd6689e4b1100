import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { loadWithAntd } from '@/app/antd/with-antd';
import { RootLayout } from '@/app/layout/root-layout';
import { RouteError } from '@/app/layout/route-error';
import { GuestOnly, RequireSession } from '@/features/session/components/route-guards';
import { paths } from '@/config/paths';

type RouteModule = { default: ComponentType };

// Every screen is its own chunk inside antd's provider (app/antd); the shell stays in the entry. The home
// page uses no antd and renders without it (`antd: false`): the first visit's page does not wait for antd.
const page = (
  load: () => Promise<RouteModule>,
  guard?: 'session' | 'guest',
  { antd = true }: { antd?: boolean } = {},
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const Screen = antd ? await loadWithAntd(load) : (await load()).default;
    if (guard === 'session') return { Component: () => <RequireSession>{<Screen />}</RequireSession> };
    if (guard === 'guest') return { Component: () => <GuestOnly>{<Screen />}</GuestOnly> };
    return { Component: Screen };
  },
});

export const routes: RouteObject[] = [
  // The staff console: its own layout and one lazy chunk the collector's pages never load.
  {
    path: `${paths.console}/*`,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: await loadWithAntd(() => import('@/features/console/console-app')) }),
  },
  // The auditor's address: the audit screens live in the console shell (which shows others its 403 page).
  {
    path: '/audit/*',
    loader: ({ request }) => {
      const { pathname, search } = new URL(request.url);
      return redirect(`${paths.console}${pathname}${search}`);
    },
  },
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('./routes/home'), undefined, { antd: false }) },
      { path: paths.homeAlias, ...page(() => import('./routes/home'), undefined, { antd: false }) },
      { path: paths.grading, ...page(() => import('./routes/grading')) },
      { path: paths.gradingDetail, ...page(() => import('./routes/grading-detail')) },
      { path: paths.gradingPricing, ...page(() => import('./routes/grading-pricing')) },
      { path: paths.gradingSubmitPrice, ...page(() => import('./routes/grading-submit-price'), 'session') },
      { path: paths.gradingSubmit, ...page(() => import('./routes/grading-submit'), 'session') },
      { path: '/grading/orderComplete', ...page(() => import('./routes/order-complete'), 'session') },
      { path: '/reholder/orderComplete', ...page(() => import('./routes/order-complete'), 'session') },
      { path: paths.reholderSubmit, ...page(() => import('./routes/reholder-submit'), 'session') },
      { path: '/kakaopay', ...page(() => import('./routes/payment-return'), 'session') },
      { path: '/topclass', ...page(() => import('./routes/payment-return'), 'session') },
      { path: paths.aboutUs, ...page(() => import('./routes/about-us')) },
      { path: paths.faq, ...page(() => import('./routes/faq')) },
      { path: paths.partnerShop, ...page(() => import('./routes/partner-shop')) },
      { path: paths.feed, ...page(() => import('./routes/feed')) },
      { path: paths.notice, ...page(() => import('./routes/notice')) },
      { path: `${paths.feed}/:id`, ...page(() => import('./routes/feed-detail')) },
      { path: `${paths.notice}/:id`, ...page(() => import('./routes/notice-detail')) },
      { path: paths.certification, ...page(() => import('./routes/certification')) },
      { path: paths.popReport, ...page(() => import('./routes/pop-report')) },
      { path: paths.collectionGallery, ...page(() => import('./routes/collection-gallery')) },
      { path: `${paths.collectionGallery}/:id`, ...page(() => import('./routes/collection-gallery-album')) },
      { path: paths.login, ...page(() => import('./routes/login'), 'guest') },
      { path: paths.signup, ...page(() => import('./routes/signup'), 'guest') },
      { path: paths.signupVerify, ...page(() => import('./routes/signup-verify')) },
      { path: paths.signupComplete, ...page(() => import('./routes/signup-complete')) },
      { path: paths.signupSocial, ...page(() => import('./routes/signup-social'), 'guest') },
      { path: paths.findPassword, ...page(() => import('./routes/find-password'), 'guest') },
      { path: paths.resetPassword, ...page(() => import('./routes/reset-password')) },
      { path: paths.dormancy, ...page(() => import('./routes/dormancy')) },
      { path: paths.logout, ...page(() => import('./routes/logout')) },
      { path: paths.accountProfile, ...page(() => import('./routes/account-profile'), 'session') },
      { path: '/account/order/:id', ...page(() => import('./routes/account-order'), 'session') },
      { path: '/account/orderList', ...page(() => import('./routes/account-order-list'), 'session') },
      { path: '/account/list', ...page(() => import('./routes/account-order-list'), 'session') },
      { path: '/account/order', ...page(() => import('./routes/account-order-list'), 'session') },
      { path: '/account', element: <Navigate to={paths.accountDashboard} replace /> },
      { path: paths.accountDashboard, ...page(() => import('./routes/account-dashboard'), 'session') },
      { path: paths.accountAddresses, ...page(() => import('./routes/account-addresses'), 'session') },
      { path: paths.accountWithdrawal, ...page(() => import('./routes/account-withdrawal'), 'session') },
      { path: paths.accountCollection, ...page(() => import('./routes/account-collection'), 'session') },
      {
        path: `${paths.accountCollection}/:id`,
        ...page(() => import('./routes/account-collection-album'), 'session'),
      },
      { path: paths.accountCoupons, ...page(() => import('./routes/account-coupons'), 'session') },
      // Any other /account path is a real 404 (after log-in, like the rest of my page).
      { path: '/account/*', ...page(() => import('./routes/not-found'), 'session') },
      { path: paths.privacy, ...page(() => import('./routes/privacy')) },
      { path: paths.agreement, ...page(() => import('./routes/agreement')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
