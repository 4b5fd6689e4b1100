// The errors module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { ApiException } from './api.exception';
export type { FieldProblem } from './api.exception';
export { MAX_INT_COLUMN } from './column-range';
export { domainErrorAnswer } from './domain-error-answer';
export { EnvelopeExceptionFilter, envelopeFor } from './envelope-exception.filter';
export { EnvelopeFastifyAdapter } from './envelope-fastify-adapter';
export { envelopeValidationPipe } from './envelope-validation.pipe';
export { NestedObject } from './nested-object';
export { UNROUTED_PAGE } from './unrouted-page';
export type { UnroutedPage } from './unrouted-page';
export { memoizeValidationMetadata } from './validation-metadata-cache';
