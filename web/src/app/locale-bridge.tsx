import { useEffect, useState, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { useAppSelector } from './hooks';
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

const dayjsLocales: Record<Language, () => Promise<unknown>> = {
  ko: () => import('dayjs/locale/ko'),
  en: () => Promise.resolve(),
  tw: () => import('dayjs/locale/zh-tw'),
};

// antd, dayjs, i18next and <html lang> all follow the one language in the store.
export const LocaleBridge = ({ children }: { children: ReactNode }) => {
  const language = useAppSelector(selectLanguage);
  const [antdLocale, setAntdLocale] = useState<Locale | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    document.documentElement.lang = htmlLangOf[language];
    storePreference(storageKeys.language, language);
    void i18next.changeLanguage(language);
    void Promise.all([antdLocales[language](), dayjsLocales[language]()]).then(([locale]) => {
      if (cancelled) return;
      dayjs.locale(dayjsLocaleOf[language]);
      setAntdLocale(locale.default);
    });
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
