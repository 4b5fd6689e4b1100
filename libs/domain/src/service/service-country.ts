import type { Currency } from '../pricing/currency';

/**
 * The two services of one deployment (spec §1: a company in Korea with a Taiwan branch). A member
 * belongs to the service it signed up through; an order to its member's service, whose money and
 * addresses it uses. libs/contracts re-exports these for the web app and the api's edge.
 */
export const SERVICE_COUNTRIES = ['KR', 'TW'] as const;
export type ServiceCountry = (typeof SERVICE_COUNTRIES)[number];
export const DEFAULT_SERVICE_COUNTRY: ServiceCountry = 'KR';

export const isServiceCountry = (value: unknown): value is ServiceCountry =>
  typeof value === 'string' && (SERVICE_COUNTRIES as readonly string[]).includes(value);

/** Each service's own money: a Taiwan order is priced and refunded in TWD. */
export const SERVICE_CURRENCY: Readonly<Record<ServiceCountry, Currency>> = { KR: 'KRW', TW: 'TWD' };

/**
 * The service an order belongs to, read from its currency: the api prices an order in its member's
 * service currency (SERVICE_CURRENCY), so TWD is the Taiwan service and anything else the Korean one.
 * Events need no field of their own for it, and orders placed before issue #32 read as Korean.
 */
export const serviceCountryOfCurrency = (currency: Currency | null | undefined): ServiceCountry =>
  currency === 'TWD' ? 'TW' : 'KR';
