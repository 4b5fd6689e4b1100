import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { defaultLanguage, isLanguage } from '@/lib/languages';

/** Instants on the order screen in the staff member's language and the company's time zone (Seoul). */
export const useDateTime = (): ((iso: string) => string) => {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (iso) => formatDateTime(iso, language);
};
