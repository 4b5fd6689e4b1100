export const CURRENCIES = ['KRW', 'USD', 'TWD'] as const;
export type Currency = (typeof CURRENCIES)[number];

// Amounts are integers in the currency's minor unit. KRW and TWD are priced in whole units (TWD's
// cent exists on paper but is never used in retail prices), USD in cents.
export const MINOR_UNIT_DIGITS: Readonly<Record<Currency, number>> = { KRW: 0, USD: 2, TWD: 0 };

export const isMinorUnits = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0;

// For display only (Intl.NumberFormat); never compute with the result.
export const toMajorUnits = (amount: number, currency: Currency): number =>
  amount / 10 ** MINOR_UNIT_DIGITS[currency];

export const fromMajorUnits = (major: number, currency: Currency): number =>
  Math.round(major * 10 ** MINOR_UNIT_DIGITS[currency]);
