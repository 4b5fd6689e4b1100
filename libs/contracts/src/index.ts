export { COMMON_CODES } from './api-envelope';
export type { ApiEnvelope, CommonCode, FieldError, ValidationErrorData } from './api-envelope';
export type { DependencyStatus, HealthReport, ProjectionLag } from './health';
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from './languages';
export type { Language } from './languages';
export { AUTH_CODES, MEMBER_CODES, SOCIAL_CODES, VERIFICATION_CODES } from './answer-codes';
export { COOKIE_NAMES } from './cookie-names';
export {
  COUNTRY_CODE_HEADER,
  DEFAULT_SERVICE_COUNTRY,
  SERVICE_COUNTRIES,
  SERVICE_COUNTRY_META,
  SERVICE_CURRENCY,
  SERVICE_LANGUAGE,
  SERVICE_TIME_ZONE,
  COMPANY_TIME_ZONE,
  countryOfHost,
  isServiceCountry,
  parseServiceHosts,
} from './service-country';
export type { ServiceCountry } from './service-country';
