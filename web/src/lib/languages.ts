export const languages = ['ko', 'en', 'tw'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ko';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

// 'tw' is the product's name for Taiwan Chinese; browsers, Intl and dayjs want real tags.
export const intlLocaleOf: Record<Language, string> = { ko: 'ko-KR', en: 'en-US', tw: 'zh-TW' };
export const htmlLangOf: Record<Language, string> = { ko: 'ko', en: 'en', tw: 'zh-Hant-TW' };
export const dayjsLocaleOf: Record<Language, string> = { ko: 'ko', en: 'en', tw: 'zh-tw' };
export const languageLabel: Record<Language, string> = { ko: '한국어', en: 'English', tw: '繁體中文' };
