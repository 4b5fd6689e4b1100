import { COMPANY_TIME_ZONE, formatDateTime } from '@/lib/dates';
import { defaultLanguage, isLanguage } from '@/lib/languages';

/** A moment in the console's language, in Seoul time (lib/dates.ts). */
export const receivedAt = (iso: string, language: string): string =>
  formatDateTime(iso, isLanguage(language) ? language : defaultLanguage, COMPANY_TIME_ZONE);
