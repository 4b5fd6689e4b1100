import { lazy, Suspense } from 'react';
import Spin from 'antd/es/spin';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { loginHref } from '@/config/paths';
import { useSession } from '@/lib/session/use-session';
import { consoleEntry, mayEnterConsole } from './console-access';
import { ConsoleLayout } from './console-layout';
import { consoleRoutes } from './console-routes';

// The 403 and 404 pages (antd's Result and its illustrations) load only when one is shown.
const ForbiddenPage = lazy(() =>
  import('./forbidden-page').then((module) => ({ default: module.ForbiddenPage })),
);
const NotFound = lazy(() => import('./not-found-page'));

const Loading = () => (
  <div style={{ padding: 80, textAlign: 'center' }} data-testid="console-loading">
    <Spin size="large" />
  </div>
);

/**
 * /console/*: one lazy chunk (with antd's layout and, later, the charts) that the collector's pages
 * never import. The session decides: no session → log-in and back; no console role → 403.
 */
const ConsoleApp = () => {
  const { hasSession, user, isChecking } = useSession();
  const { pathname, search } = useLocation();
  if (!hasSession) return <Navigate to={loginHref(`${pathname}${search}`)} replace />;
  if (isChecking) return <Loading />;
  if (!user) return <Navigate to={loginHref(`${pathname}${search}`)} replace />;
  if (!mayEnterConsole(user.role)) return <ForbiddenPage />;
  return (
    <ConsoleLayout staff={user}>
      <Suspense fallback={<Loading />}>
        <Routes>
          {consoleRoutes.map(({ path, access, Screen }) => (
            <Route
              key={path}
              path={path || undefined}
              index={path === ''}
              element={
                {
                  open: <Screen />,
                  'to-audit': <Navigate to="audit" replace />,
                  forbidden: <ForbiddenPage area={access} />,
                }[consoleEntry(user.role, access, path === '')]
              }
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </ConsoleLayout>
  );
};

const ConsoleRoot = () => (
  <Suspense fallback={<Loading />}>
    <ConsoleApp />
  </Suspense>
);

export default ConsoleRoot;
