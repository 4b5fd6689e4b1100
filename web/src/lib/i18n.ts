import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import koCommon from '../locales/ko/common.json';
import koHome from '../locales/ko/home.json';
import koShell from '../locales/ko/shell.json';
import { defaultLanguage, languages, type Language } from './languages';

// Korean is the default and every language's fallback (i18next reads it for en and tw as well), so the
// namespaces of the first screen most visitors see (the shell and the home page) ship inside the entry: no
// locale round trip stands between the entry script and the home page's first paint (~3 KiB gzipped).
const bundled = { ko: { common: koCommon, shell: koShell, home: koHome } };

// Every other language/namespace file is its own chunk, fetched the first time a screen needs it.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/ko/{common,shell,home}.json',
]);

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

/**
 * `namespaces`: what the first screen needs besides `common`; the ones not bundled are fetched side by
 * side while i18next starts, not one after another once the screen has rendered and suspended.
 */
export const initI18n = (language: Language, namespaces: readonly string[] = []) =>
  i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      load: 'currentOnly',
      resources: bundled,
      partialBundledLanguages: true,
      ns: ['common', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });

export { i18next };
