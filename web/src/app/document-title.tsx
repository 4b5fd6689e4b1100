import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageTitles } from '@/app/page-titles';
import type { Locale, SubKey } from '@/lib/i18n-keys';

export const titleKeyOf = (pathname: string): SubKey<Locale['shell']['title']> | undefined =>
  pageTitles.find(({ pattern }) => matchPath(pattern, pathname))?.key;

// Screen readers announce the title first and tabs show it: it names the screen in the chosen language.
export const DocumentTitle = () => {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const key = titleKeyOf(pathname);
  const brand = t('title.brand');
  const title = key ? t('title.page', { page: t(`title.${key}`), brand }) : brand;

  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
  return null;
};
