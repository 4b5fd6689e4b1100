import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { loadWithAntd } from '@/app/antd/with-antd';
import { RootLayout } from '@/app/layout/root-layout';
import { RouteError } from '@/app/layout/route-error';
import { screenNamespaces, type ScreenName } from '@/app/screen-namespaces';
import { GuestOnly, RequireSession } from '@/features/session/components/route-guards';
import { paths } from '@/config/paths';
import { i18next } from '@/lib/i18n';

type RouteModule = { default: ComponentType };

// Every screen module, each its own chunk (app/routes/<name>.tsx).
const screens = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

// Every screen is its own chunk inside antd's provider (app/antd); the shell stays in the entry. The home
// page uses no antd and renders without it (`antd: false`): the first visit's page does not wait for antd.
// The screen's locale namespaces load beside its chunk (app/screen-namespaces.ts), so it renders once.
const page = (
  screen: ScreenName,
  guard?: 'session' | 'guest',
  { antd = true }: { antd?: boolean } = {},
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const load = screens[`./routes/${screen}.tsx`]!;
    const [Screen] = await Promise.all([
      antd ? loadWithAntd(load) : load().then((module) => module.default),
      i18next.loadNamespaces([...screenNamespaces[screen]]),
    ]);
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
    lazy: async () => ({ Component: await loadWithAntd(() => import('@/app/console/console-app')) }),
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
      { index: true, ...page('home', undefined, { antd: false }) },
      { path: paths.homeAlias, ...page('home', undefined, { antd: false }) },
      { path: paths.grading, ...page('grading') },
      { path: paths.gradingDetail, ...page('grading-detail') },
      { path: paths.gradingPricing, ...page('grading-pricing') },
      { path: paths.gradingSubmitPrice, ...page('grading-submit-price', 'session') },
      { path: paths.gradingSubmit, ...page('grading-submit', 'session') },
      { path: '/grading/orderComplete', ...page('order-complete', 'session') },
      { path: '/reholder/orderComplete', ...page('order-complete', 'session') },
      { path: paths.reholderSubmit, ...page('reholder-submit', 'session') },
      { path: '/kakaopay', ...page('payment-return', 'session') },
      { path: '/topclass', ...page('payment-return', 'session') },
      { path: paths.aboutUs, ...page('about-us') },
      { path: paths.faq, ...page('faq') },
      { path: paths.partnerShop, ...page('partner-shop') },
      { path: paths.feed, ...page('feed') },
      { path: paths.notice, ...page('notice') },
      { path: `${paths.feed}/:id`, ...page('feed-detail') },
      { path: `${paths.notice}/:id`, ...page('notice-detail') },
      { path: paths.certification, ...page('certification') },
      // A slab label's QR code opens the certificate by its number in the path.
      { path: `${paths.certification}/:no`, ...page('certification') },
      { path: paths.popReport, ...page('pop-report') },
      { path: paths.collectionGallery, ...page('collection-gallery') },
      { path: `${paths.collectionGallery}/:id`, ...page('collection-gallery-album') },
      { path: paths.login, ...page('login', 'guest') },
      { path: paths.signup, ...page('signup', 'guest') },
      { path: paths.signupVerify, ...page('signup-verify') },
      { path: paths.signupComplete, ...page('signup-complete') },
      { path: paths.signupSocial, ...page('signup-social', 'guest') },
      { path: paths.findPassword, ...page('find-password', 'guest') },
      { path: paths.resetPassword, ...page('reset-password') },
      { path: paths.dormancy, ...page('dormancy') },
      { path: paths.logout, ...page('logout') },
      { path: paths.accountProfile, ...page('account-profile', 'session') },
      { path: '/account/order/:id', ...page('account-order', 'session') },
      { path: '/account/order/:id/pay', ...page('account-order-pay', 'session') },
      { path: '/account/orderList', ...page('account-order-list', 'session') },
      { path: '/account/list', ...page('account-order-list', 'session') },
      { path: '/account/order', ...page('account-order-list', 'session') },
      { path: '/account', element: <Navigate to={paths.accountDashboard} replace /> },
      { path: paths.accountDashboard, ...page('account-dashboard', 'session') },
      { path: paths.accountAddresses, ...page('account-addresses', 'session') },
      { path: paths.accountWithdrawal, ...page('account-withdrawal', 'session') },
      { path: paths.accountCollection, ...page('account-collection', 'session') },
      {
        path: `${paths.accountCollection}/:id`,
        ...page('account-collection-album', 'session'),
      },
      { path: paths.accountCoupons, ...page('account-coupons', 'session') },
      // Any other /account path is a real 404 (after log-in, like the rest of my page).
      { path: '/account/*', ...page('not-found', 'session') },
      { path: paths.privacy, ...page('privacy') },
      { path: paths.agreement, ...page('agreement') },
      { path: '*', ...page('not-found') },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
