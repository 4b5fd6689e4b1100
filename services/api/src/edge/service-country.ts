import { countryOfHost, type ServiceCountry } from '@slabworks/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The host's service, set on every request from SERVICE_HOSTS (useHostCountry below). */
export interface HostCountryRequest {
  hostCountry?: ServiceCountry;
}

/**
 * Every request learns the service of the host it was sent to (SERVICE_HOSTS): the region a call
 * without the country-code header belongs to, and the country written into the page served for it.
 */
export function useHostCountry(
  fastify: FastifyInstance,
  serviceHosts: ReadonlyMap<string, ServiceCountry>,
): void {
  fastify.addHook('onRequest', (req: FastifyRequest & HostCountryRequest, _reply, done) => {
    req.hostCountry = countryOfHost(req.headers.host, serviceHosts);
    done();
  });
}
