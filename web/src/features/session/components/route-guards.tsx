import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { loginHref } from '@/config/paths';
import { selectHasSession } from '@/lib/session/session-slice';
import { safeReturnUrl } from '../return-url';

// Spec §4: visitors on member-only paths go to /login with the path to come back to.
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const hasSession = useAppSelector(selectHasSession);
  const { pathname, search } = useLocation();
  if (!hasSession) return <Navigate to={loginHref(`${pathname}${search}`)} replace />;
  return <>{children}</>;
};

// Members who already have a session skip /login and /signup.
export const GuestOnly = ({ children }: { children: ReactNode }) => {
  const hasSession = useAppSelector(selectHasSession);
  const [params] = useSearchParams();
  if (hasSession) return <Navigate to={safeReturnUrl(params.get('returnUrl'))} replace />;
  return <>{children}</>;
};
