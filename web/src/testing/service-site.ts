import { afterEach } from 'vitest';
import { resetServiceCountry, type ServiceCountry } from '@/lib/service-country';

const SELECTOR = 'meta[name="service-country"]';

/** The page as the api serves it on a country's site: index.html's service-country tag, read afresh. */
export const servedFor = (country: ServiceCountry): void => {
  document.head.querySelector(SELECTOR)?.remove();
  const meta = document.createElement('meta');
  meta.name = 'service-country';
  meta.content = country;
  document.head.append(meta);
  resetServiceCountry();
};

/** Call once at the top of a test file that uses servedFor: after each test, the page has no tag again. */
export const forgetServiceSiteAfterEach = (): void =>
  afterEach(() => {
    document.head.querySelector(SELECTOR)?.remove();
    resetServiceCountry();
  });
