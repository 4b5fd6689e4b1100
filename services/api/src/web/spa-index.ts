import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_SERVICE_COUNTRY, SERVICE_COUNTRY_META, type ServiceCountry } from '@slabworks/contracts';

let indexHtml: string | null = null;
const perCountry = new Map<ServiceCountry, string>();

/** Reads the built web app's index.html once; client-side routes (/account/...) are answered with it. */
export function loadSpaIndex(webDist: string): string | null {
  const file = join(resolve(webDist), 'index.html');
  indexHtml = existsSync(file) ? readFileSync(file, 'utf8') : null;
  perCountry.clear();
  return indexHtml;
}

/**
 * The page for a host's service: the api's SERVICE_HOSTS is the one source of truth, so the web app
 * reads its country from this meta tag instead of guessing from its own address.
 */
export function spaIndex(country: ServiceCountry = DEFAULT_SERVICE_COUNTRY): string | null {
  if (indexHtml === null) return null;
  let page = perCountry.get(country);
  if (page === undefined) {
    page = indexHtml.replace(/<head>/i, `<head><meta name="${SERVICE_COUNTRY_META}" content="${country}">`);
    perCountry.set(country, page);
  }
  return page;
}
