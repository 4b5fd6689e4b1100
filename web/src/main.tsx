import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { makeStore } from '@/app/store';
import { LocaleBridge } from '@/app/locale-bridge';
import { createAppRouter } from '@/app/router';
import { cookieNames } from '@/config/constants';
import { storedCurrency, storedLanguage } from '@/lib/preferences/stored-preferences';
import { readCookie } from '@/lib/cookies';
import { i18next, initI18n } from '@/lib/i18n';
import '@/styles/global.css';

const language = storedLanguage();
const store = makeStore({
  preferences: { language, currency: storedCurrency() },
  session: { hasSession: readCookie(cookieNames.user) !== undefined },
});
const router = createAppRouter();

void initI18n(language)
  .then(() => i18next.loadNamespaces(['shell']))
  .finally(() => {
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
