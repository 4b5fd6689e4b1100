import { intlLocaleOf, isLanguage } from '@/lib/languages';

/** A moment in the console's language (the staff member's clock: Korea's, for our staff). */
export const receivedAt = (iso: string, language: string): string =>
  new Date(iso).toLocaleString(intlLocaleOf[isLanguage(language) ? language : 'ko'], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
