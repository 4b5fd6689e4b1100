import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { makeStore } from '@/app/store';
import { LocaleBridge } from '@/app/locale-bridge';
import { createAppRouter } from '@/app/router';
import { cookieNames } from '@/config/constants';
import { isConsolePath, isHomePath, isOrderFlowPath } from '@/config/paths';
import { prefetchBannerList } from '@/features/banners/api/get-banners';
import { bannerListArgs } from '@/features/banners/banner-window';
import { storedCurrency, storedLanguage } from '@/lib/preferences/stored-preferences';
import { readCookie } from '@/lib/cookies';
import { initI18n } from '@/lib/i18n';
import '@/styles/global.css';

const language = storedLanguage();
const store = makeStore({
  preferences: { language, currency: storedCurrency() },
  session: { hasSession: readCookie(cookieNames.user) !== undefined },
});
const router = createAppRouter();

// Everything the first screen waits for starts now, side by side (the router has already asked for the
// route's chunk): its locale namespaces and, on the collector's pages, the banners (the home page shows its
// main banner, or the hero in its place, only once the list has arrived). The early script (boot/early.ts)
// has usually asked for the banners already: this request then takes its answer (lib/api/early-requests.ts).
const { pathname, search } = window.location;
if (!isConsolePath(pathname) && !isOrderFlowPath(pathname)) {
  store.dispatch(prefetchBannerList('bannerList', bannerListArgs(search), {}));
}
void initI18n(language, isHomePath(pathname) ? ['shell', 'home'] : ['shell']).finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <Provider store={store}>
        <LocaleBridge>
          <RouterProvider router={router} />
        </LocaleBridge>
      </Provider>
    </StrictMode>,
  );
});
