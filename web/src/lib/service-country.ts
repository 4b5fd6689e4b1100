import {
  COUNTRY_CODE_HEADER,
  DEFAULT_SERVICE_COUNTRY,
  isServiceCountry,
  SERVICE_COUNTRY_META,
  type ServiceCountry,
} from '@slabworks/contracts';

export { COUNTRY_CODE_HEADER, type ServiceCountry };

/**
 * The service this page belongs to. The api decides it from the host the browser used (SERVICE_HOSTS)
 * and writes it into the index.html it serves; a page without the tag (the Vite dev server, tests) is
 * the Korean service. Read once: the host of a page never changes.
 */
let cached: ServiceCountry | null = null;
export const serviceCountry = (): ServiceCountry => {
  if (cached === null) {
    const content =
      typeof document === 'undefined'
        ? null
        : document.querySelector(`meta[name="${SERVICE_COUNTRY_META}"]`)?.getAttribute('content');
    cached = isServiceCountry(content) ? content : DEFAULT_SERVICE_COUNTRY;
  }
  return cached;
};

/** Tests: forget the page's country so the next read looks again. */
export const resetServiceCountry = (): void => {
  cached = null;
};
