import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@slabworks/contracts';

// The list is the api's (libs/contracts); the tags below are how the browser names each language.
export { isLanguage, type Language };
export const languages = LANGUAGES;
export const defaultLanguage: Language = DEFAULT_LANGUAGE;

// 'tw' is the product's name for Taiwan Chinese; browsers, Intl and dayjs want real tags.
export const intlLocaleOf: Record<Language, string> = { ko: 'ko-KR', en: 'en-US', tw: 'zh-TW' };
export const htmlLangOf: Record<Language, string> = { ko: 'ko', en: 'en', tw: 'zh-Hant-TW' };
export const dayjsLocaleOf: Record<Language, string> = { ko: 'ko', en: 'en', tw: 'zh-tw' };
export const languageLabel: Record<Language, string> = { ko: '한국어', en: 'English', tw: '繁體中文' };
