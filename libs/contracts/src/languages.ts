/** Interface languages (spec §1): ko is the default and the fallback. */
export const LANGUAGES = ['ko', 'en', 'tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
