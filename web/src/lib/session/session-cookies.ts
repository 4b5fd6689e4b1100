import { cookieNames } from '@/config/constants';
import { removeCookie } from '@/lib/cookies';

// rft and acc are httpOnly in production; removing them here only matters for non-httpOnly setups.
export const clearSessionCookies = (): void => {
  removeCookie(cookieNames.user);
  removeCookie(cookieNames.refresh);
  removeCookie(cookieNames.access);
};
