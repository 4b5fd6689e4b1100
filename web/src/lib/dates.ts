import { COMPANY_TIME_ZONE, SERVICE_TIME_ZONE } from '@slabworks/contracts';
import { intlLocaleOf, type Language } from './languages';
import { serviceCountry } from './service-country';

export { COMPANY_TIME_ZONE };

/**
 * The clock of this site's collectors, whatever the visitor's own clock says: Seoul on the Korean
 * service, Taipei on the Taiwan one (docs/domain.md "Two services"). The console passes
 * COMPANY_TIME_ZONE instead: staff work on the head office's clock on either host.
 */
export const siteTimeZone = (): string => SERVICE_TIME_ZONE[serviceCountry()];

/** An instant in the language's way, as `options` ask (their clock included); '' for a text that is none. */
export const formatInstantAs = (
  iso: string,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocaleOf[language], options).format(date);
};

export const formatDate = (iso: string, language: Language, timeZone = siteTimeZone()): string =>
  formatInstantAs(iso, language, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });

export const formatDateTime = (iso: string, language: Language, timeZone = siteTimeZone()): string =>
  formatInstantAs(iso, language, { dateStyle: 'medium', timeStyle: 'short', timeZone });

/** The calendar day (YYYY-MM-DD) of an instant on a clock: an event's time as a date beside planned dates. */
export const dayOf = (iso: string, timeZone = siteTimeZone()): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    new Date(iso),
  );
