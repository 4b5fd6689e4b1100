import type { FastifyRequest } from 'fastify';
import type { UnroutedPage } from '../errors';
import type { HostCountryRequest } from '../edge';
import { spaIndex } from './spa-index';
import { REVALIDATE } from './static-cache';

/** Client-side routes of the web app get its index.html for the host's service, revalidated every time. */
export const spaPage: UnroutedPage = (req: FastifyRequest & HostCountryRequest) => {
  const html = spaIndex(req.hostCountry);
  return html === null ? null : { html, cacheControl: REVALIDATE };
};
