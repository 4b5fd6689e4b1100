import { useTranslation } from 'react-i18next';
import { COMPANY_TIME_ZONE, formatDate, formatDateTime } from '@/lib/dates';
import { defaultLanguage, isLanguage } from '@/lib/languages';

/**
 * The console's instants: in the UI's language and the head office's time zone (Seoul), on either
 * service's host and whatever the browser's clock: lib/dates.ts is the one formatter; this binds it
 * to the language shown. `date` drops the time.
 */
export const useDateTime = (): ((iso: string) => string) & { date: (iso: string) => string } => {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return Object.assign((iso: string) => formatDateTime(iso, language, COMPANY_TIME_ZONE), {
    date: (iso: string) => formatDate(iso, language, COMPANY_TIME_ZONE),
  });
};
