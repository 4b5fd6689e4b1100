export { COMMON_CODES } from './api-envelope';
export type { ApiEnvelope, CommonCode, FieldError, ValidationErrorData } from './api-envelope';
export type { DependencyStatus, HealthReport, ProjectionLag } from './health';
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from './languages';
export type { Language } from './languages';
export { AUTH_CODES, MEMBER_CODES, SOCIAL_CODES, VERIFICATION_CODES } from './answer-codes';
export { COOKIE_NAMES } from './cookie-names';
