/**
 * The two services of one deployment (spec §1: a company in Korea with a Taiwan branch). The web app
 * names its service in every call with the spec's "country-code" header (spec §7); the api reads that
 * one header. Which service a browser is on is decided by the host it used (SERVICE_HOSTS in the
 * api's config): the api writes it into the page it serves (SERVICE_COUNTRY_META), so there is one
 * source of truth.
 */
import {
  DEFAULT_SERVICE_COUNTRY,
  isServiceCountry,
  SERVICE_COUNTRIES,
  SERVICE_CURRENCY,
  type ServiceCountry,
} from '@slabworks/domain';
import type { Language } from './languages';

export {
  DEFAULT_SERVICE_COUNTRY,
  isServiceCountry,
  SERVICE_COUNTRIES,
  SERVICE_CURRENCY,
  type ServiceCountry,
};

/** Lower case: HTTP header names are case-insensitive and Node hands them over in lower case. */
export const COUNTRY_CODE_HEADER = 'country-code';

/** <meta name="service-country" content="TW"> in the index.html the api serves for a host. */
export const SERVICE_COUNTRY_META = 'service-country';

/** The language each service's site opens in on a first visit. */
export const SERVICE_LANGUAGE: Readonly<Record<ServiceCountry, Language>> = { KR: 'ko', TW: 'tw' };

/**
 * The clock each service's collector pages show times in (docs/domain.md "Two services"): a Taiwan
 * collector reads Taipei time. The console stays on the head office's clock (COMPANY_TIME_ZONE).
 */
export const SERVICE_TIME_ZONE: Readonly<Record<ServiceCountry, string>> = {
  KR: 'Asia/Seoul',
  TW: 'Asia/Taipei',
};

/** The head office's clock: the console and the auditor's screens, whichever host they are opened on. */
export const COMPANY_TIME_ZONE = 'Asia/Seoul';

/** `tw.localhost=TW,tw.example.com=TW` → a map; hosts in lower case, a port in an entry is kept. */
export function parseServiceHosts(value: string): Map<string, ServiceCountry> {
  const hosts = new Map<string, ServiceCountry>();
  for (const entry of value.split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const [host, country] = trimmed.split('=').map((part) => part?.trim() ?? '');
    const code = (country ?? '').toUpperCase();
    if (!host || !isServiceCountry(code))
      throw new Error(`SERVICE_HOSTS entry "${trimmed}" is not host=KR|TW`);
    hosts.set(host.toLowerCase(), code);
  }
  return hosts;
}

/** The service of a Host header: an entry with the port first, then the bare host name, else KR. */
export function countryOfHost(
  host: string | undefined,
  hosts: ReadonlyMap<string, ServiceCountry>,
): ServiceCountry {
  const value = (host ?? '').trim().toLowerCase();
  if (value === '') return DEFAULT_SERVICE_COUNTRY;
  const bare = value.replace(/:\d+$/, '');
  return hosts.get(value) ?? hosts.get(bare) ?? DEFAULT_SERVICE_COUNTRY;
}
