import { intlLocaleOf, type Language } from './languages';

import { CURRENCIES, type Currency } from '@slabworks/domain';

// The list is the domain's (libs/domain pricing); formatting is the web's.
export type { Currency };
export const currencies = CURRENCIES;
export const defaultCurrency: Currency = 'KRW';

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (currencies as readonly string[]).includes(value);

const formatters = new Map<string, Intl.NumberFormat>();

export const formatMoney = (amount: number, currency: Currency, language: Language): string => {
  const key = `${language}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf[language], {
      style: 'currency',
      currency,
      maximumFractionDigits: currency === 'USD' ? 2 : 0,
      minimumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
};
