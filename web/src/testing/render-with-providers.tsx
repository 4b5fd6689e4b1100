import { Suspense, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { loadAntdLocale } from '@/app/antd/antd-provider';
import { i18next, initI18n } from '@/lib/i18n';
import type { Language } from '@/lib/languages';

export interface ProvidersOptions {
  /** The address the screen is opened at (default `/`). */
  readonly path?: string;
  /** The route pattern the element is mounted on (default `*`: any path). */
  readonly route?: string;
  readonly language?: Language;
  readonly state?: Partial<RootState>;
}

/**
 * The one way component tests render: the app's store, a memory router and i18next in the chosen language,
 * as main.tsx wires them. Screens suspend while their locale file loads, so use `findBy…` queries.
 */
export const renderWithProviders = async (
  element: ReactElement,
  { path = '/', route = '*', language = 'ko', state }: ProvidersOptions = {},
): Promise<RenderResult & { store: AppStore }> => {
  if (!i18next.isInitialized) await initI18n(language);
  await i18next.changeLanguage(language);
  // As the route loader does in the app: antd's texts are ready before the first render, and no dynamic
  // import is still running when the test's environment is torn down.
  await loadAntdLocale(language);
  const store = makeStore({
    preferences: { language, currency: 'KRW' },
    session: { hasSession: false },
    ...state,
  });
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Provider>,
  );
  return { ...result, store };
};
