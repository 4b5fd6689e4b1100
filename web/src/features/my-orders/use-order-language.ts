import { toMajorUnits, type Currency } from '@slabworks/domain';
import { useAppSelector } from '@/app/hooks';
import { formatDateTime } from '@/lib/dates';
import { intlLocaleOf } from '@/lib/languages';
import { formatMoney } from '@/lib/money';

/** Money in the order's own currency (what was charged) and the site's times, in the visitor's language. */
export const useOrderFormat = () => {
  const language = useAppSelector((s) => s.preferences.language);
  const locale = intlLocaleOf[language];
  return {
    language,
    money: (amount: number, currency: string | null | undefined) =>
      formatMoney(
        toMajorUnits(amount, (currency ?? 'KRW') as Currency),
        (currency ?? 'KRW') as Currency,
        language,
      ),
    dateTime: (iso: string | null | undefined) => (iso ? formatDateTime(iso, language) : '—'),
    /** A calendar date (YYYY-MM-DD, already the service's) without a time zone shift. */
    day: (isoDate: string | null | undefined) =>
      isoDate
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${isoDate}T00:00:00Z`),
          )
        : '—',
  };
};
