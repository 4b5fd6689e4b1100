import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from './languages';

// Each language/namespace file is its own chunk, fetched the first time a screen needs it.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const initI18n = (language: Language) =>
  i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });

export { i18next };
