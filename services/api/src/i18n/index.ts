// The i18n module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { hasTranslation, translate, translator } from './api-i18n';
export { LANGUAGE_QUERY_PARAM, requestLanguage } from './request-language';
