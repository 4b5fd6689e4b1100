// The web module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { loadSpaIndex } from './spa-index';
export { spaPage } from './spa-page';
export { setStaticCacheHeaders } from './static-cache';
