import { COOKIE_NAMES } from '@slabworks/contracts';

// Client constants of spec §9.
export const breakpoints = { desktop: 1280, small: 768, mobile: 500 } as const;

export const headerZIndex = 1201;

// The session cookies are the api's (libs/contracts); the pop-up one is the web's own.
export const cookieNames = {
  access: COOKIE_NAMES.access,
  refresh: COOKIE_NAMES.refresh,
  user: COOKIE_NAMES.user,
  popupHide: 'dnwtsa',
} as const;

export const storageKeys = { language: COOKIE_NAMES.language, currency: 'currency' } as const;

export const userCookieDays = 365;
export const popupHideDays = 1;
export const renewDebounceMs = 500;
export const bannerListPage = { offset: 0, limit: 100 } as const;
export const contentListPage = { offset: 0, limit: 20 } as const;
// Spec §9: account and partner-shop pages keep their data 1,800,000 ms; the member's own writes refresh it
// through cache tags, so only other people's changes (an operator's) wait for a reload.
export const accountCacheSeconds = 1800;
export const partnerShopCacheSeconds = 1800;
export const toastDurationMs = 5000;
export const businessCheckPopup = { width: 750, height: 700 } as const;
