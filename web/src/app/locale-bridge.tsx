import { useEffect, useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { baseApi } from '@/lib/api/base-api';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { storePreference } from '@/lib/preferences/stored-preferences';
import { storageKeys } from '@/config/constants';
import { dayjsLocaleOf, htmlLangOf, type Language } from '@/lib/languages';
import { i18next } from '@/lib/i18n';

// dayjs itself arrives with its locale: only antd's date pickers (lazy screens) read it, so it stays out of
// the entry that every first page waits for.
const dayjsLocales: Record<Language, () => Promise<unknown>> = {
  ko: () => import('dayjs/locale/ko'),
  en: () => Promise.resolve(),
  tw: () => import('dayjs/locale/zh-tw'),
};

// dayjs, i18next and <html lang> follow the one language in the store (antd's texts: app/antd/antd-provider).
export const LocaleBridge = ({ children }: { children: ReactNode }) => {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const shownLanguage = useRef(language);

  // Content arrives in the language of the request (x-lang): a switch refetches whatever is on screen.
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    dispatch(baseApi.util.invalidateTags(['Content']));
  }, [language, dispatch]);

  useEffect(() => {
    let cancelled = false;
    document.documentElement.lang = htmlLangOf[language];
    storePreference(storageKeys.language, language);
    void i18next.changeLanguage(language);
    void Promise.all([import('dayjs'), dayjsLocales[language]()]).then(([{ default: dayjs }]) => {
      if (!cancelled) dayjs.locale(dayjsLocaleOf[language]);
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  return children;
};
