import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { cookieNames } from '@/config/constants';
import { dormancyHref, isAccountPath, isOrderFlowPath, paths } from '@/config/paths';
import { useFarewell } from '@/features/account/withdrawal/farewell';
import { TopBanner } from '@/features/banners/top-banner';
import { useOrderFlowExit } from '@/features/order-flow/use-order-flow-exit';
import { shouldShowPopups } from '@/features/popups/popup-visibility';
import { useSession } from '@/lib/session/use-session';
import { ToastHost } from '@/components/toasts/toast-host';
import { LoadingView } from '@/components/ui/status-views';
import { readCookie } from '@/lib/cookies';
import { setNavigator } from '@/lib/navigation';
import { loadWithAntd } from '@/app/antd/with-antd';
import { DocumentTitle } from '@/app/document-title';
import { Footer } from '@/app/layout/footer';
import { Header } from '@/app/layout/header';
import { SkipLink } from '@/app/layout/skip-link';
import styles from '@/app/layout/root-layout.module.css';

const PopupLayer = lazy(async () => ({
  default: await loadWithAntd(() => import('@/features/popups/popup-layer')),
}));

export const RootLayout = () => {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { isDormant } = useSession();
  useOrderFlowExit();
  useFarewell();

  useEffect(() => setNavigator((href) => void navigate(href)), [navigate]);

  // Spec §4: a dormant member sees only /dormancy; restoring brings them back to the page they asked for.
  if (isDormant && pathname !== paths.dormancy && pathname !== paths.logout) {
    return <Navigate to={dormancyHref(`${pathname}${search}`)} replace />;
  }

  const orderPage = isOrderFlowPath(pathname);
  const showFooter = !orderPage && !isAccountPath(pathname);
  const showPopups = shouldShowPopups(pathname, search, readCookie(cookieNames.popupHide));

  return (
    <div className={styles.shell}>
      <DocumentTitle />
      <SkipLink />
      <Header />
      {/* tabIndex -1: the skip link moves keyboard focus here, not only the scroll position. */}
      <main className={styles.main} id="main" tabIndex={-1}>
        {!orderPage && <TopBanner />}
        <Suspense fallback={<LoadingView />}>
          <Outlet />
        </Suspense>
      </main>
      {showFooter && <Footer />}
      {showPopups && (
        <Suspense fallback={null}>
          <PopupLayer />
        </Suspense>
      )}
      <ToastHost />
      <ScrollRestoration />
    </div>
  );
};
