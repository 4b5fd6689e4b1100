import { useEffect, useRef, useState, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import { useAppDispatch, useAppSelector } from './hooks';
import { baseApi } from '@/lib/api/base-api';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { storePreference } from '@/lib/preferences/stored-preferences';
import { storageKeys } from '@/config/constants';
import { dayjsLocaleOf, htmlLangOf, type Language } from '@/lib/languages';
import { i18next } from '@/lib/i18n';
import { theme } from './theme';

const antdLocales: Record<Language, () => Promise<{ default: Locale }>> = {
  ko: () => import('antd/es/locale/ko_KR'),
  en: () => import('antd/es/locale/en_US'),
  tw: () => import('antd/es/locale/zh_TW'),
};

// dayjs itself arrives with its locale: only antd's date pickers (lazy screens) read it, so it stays out of
// the entry that every first page waits for.
const dayjsLocales: Record<Language, () => Promise<unknown>> = {
  ko: () => import('dayjs/locale/ko'),
  en: () => Promise.resolve(),
  tw: () => import('dayjs/locale/zh-tw'),
};

// antd, dayjs, i18next and <html lang> all follow the one language in the store.
export const LocaleBridge = ({ children }: { children: ReactNode }) => {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const shownLanguage = useRef(language);
  const [antdLocale, setAntdLocale] = useState<Locale | undefined>(undefined);

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
    void Promise.all([antdLocales[language](), import('dayjs'), dayjsLocales[language]()]).then(
      ([locale, { default: dayjs }]) => {
        if (cancelled) return;
        dayjs.locale(dayjsLocaleOf[language]);
        setAntdLocale(locale.default);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [language]);

  return (
    <ConfigProvider locale={antdLocale} theme={theme}>
      {children}
    </ConfigProvider>
  );
};
