import { useEffect, useState, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import { useAppSelector } from '@/app/hooks';
import { theme } from '@/app/theme';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import type { Language } from '@/lib/languages';

const antdLocales: Record<Language, () => Promise<{ default: Locale }>> = {
  ko: () => import('antd/es/locale/ko_KR'),
  en: () => import('antd/es/locale/en_US'),
  tw: () => import('antd/es/locale/zh_TW'),
};

const loaded = new Map<Language, Locale>();

/** The route loader awaits this, so a screen's first render already has antd's texts in its language. */
export const loadAntdLocale = async (language: Language): Promise<Locale> => {
  const known = loaded.get(language);
  if (known) return known;
  const locale = (await antdLocales[language]()).default;
  loaded.set(language, locale);
  return locale;
};

/**
 * antd's theme and locale, around each screen that uses antd (router.tsx, the console, the popups) rather
 * than around the whole app: the home page uses none, so antd's CSS-in-JS engine and theme stay out of the
 * entry every first visit waits for, and the home page renders without computing antd's design tokens.
 */
// antd spaces out two-character Chinese labels ("暫 存"); Taiwan readers expect "暫存".
const BUTTON = { autoInsertSpace: false } as const;

export const AntdProvider = ({ children }: { children: ReactNode }) => {
  const language = useAppSelector(selectLanguage);
  const [locale, setLocale] = useState<Locale | undefined>(() => loaded.get(language));

  useEffect(() => {
    let cancelled = false;
    void loadAntdLocale(language).then((next) => {
      if (!cancelled) setLocale(next);
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  return (
    <ConfigProvider locale={locale} theme={theme} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
};
