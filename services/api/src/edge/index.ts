// The edge module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { MAX_BODY_BYTES, enforceBodyLimits } from './body-limits';
export { registerCompression } from './compression';
export { exitOnSignals } from './graceful-shutdown';
export { useSafeJsonParser } from './json-body.parser';
export { DEV_PAGE_CSP, QUEUE_DASHBOARD_CSP, registerSecurityHeaders } from './security-headers';
export { useHostCountry } from './service-country';
export type { HostCountryRequest } from './service-country';
export { refuseUnsafeText } from './text-safety';
