import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@slabworks/contracts';
import { API_LOCALES, type ApiKey } from './api-locales';

// One shared instance, initialised synchronously from bundled JSON: no file reads per request.
const instance = i18next.createInstance();
void instance.init({
  resources: API_LOCALES,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: Object.keys(API_LOCALES[DEFAULT_LANGUAGE]),
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
} as Parameters<typeof instance.init>[0]);

export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

export function translate(language: Language, key: ApiKey, params?: Record<string, unknown>): string {
  return instance.getFixedT(language)(key, params ?? {}) as string;
}

export function hasTranslation(key: string): key is ApiKey {
  return instance.exists(key, { lng: DEFAULT_LANGUAGE });
}
