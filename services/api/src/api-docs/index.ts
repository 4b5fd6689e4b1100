// The api-docs module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export {
  ApiErrors,
  ApiEtag,
  ApiIdempotencyKey,
  ApiIfMatch,
  ApiName,
  DEV_ONLY_TAG,
  ETAG_KEY,
  OPERATION_NAME_KEY,
  ROUTE_ERRORS_KEY,
} from './api-docs.decorators';
export type { RouteErrors } from './api-docs.decorators';
