import { DEFAULT_LANGUAGE, type Language } from '@slabworks/contracts';

/**
 * Every visitor-facing text column is a jsonb object with one entry per language: Korean always,
 * English and Traditional Chinese when given (storedText drops a blank one; readers fall back to ko).
 * An interface, not an alias of Readonly<…>: the OpenAPI document (scripts/openapi/response-schemas.ts)
 * names interfaces, so every answer refers to one `TranslatedText` schema and the web client has one type.
 */
export interface TranslatedText extends Readonly<Partial<Record<Exclude<Language, 'ko'>, string>>> {
  readonly ko: string;
}

// A missing or blank translation falls back to Korean, the product's default language.
export const textIn = (text: Partial<TranslatedText> | null | undefined, lang: Language): string => {
  const chosen = text?.[lang];
  return chosen && chosen.trim() !== '' ? chosen : (text?.[DEFAULT_LANGUAGE] ?? '');
};

/** The SQL for a translated column in the caller's language, falling back to Korean like textIn. */
export const sqlTextIn = (column: string, langParam: string): string =>
  `coalesce(nullif(${column} ->> :${langParam}, ''), ${column} ->> '${DEFAULT_LANGUAGE}')`;
