// Content texts and images are {ko, en?, tw?}: Korean is required and the fallback for the others.
import type { TranslatedText } from '@/lib/api/generated/slabworks-api';

export const LANGUAGES = ['ko', 'en', 'tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export type TextDraft = Record<Language, string>;

/** A stored text as the form edits it: a missing translation is a blank field. */
export const textDraftOf = (text: TranslatedText | undefined): TextDraft => ({
  ko: text?.ko ?? '',
  en: text?.en ?? '',
  tw: text?.tw ?? '',
});

/**
 * TranslatedText images as the form edits them: a language "has its own" image only when it differs from the
 * Korean one (older rows repeat the Korean path in every language).
 */
export const imageDraftOf = (image: TranslatedText | undefined): TextDraft => ({
  ko: image?.ko ?? '',
  en: image?.en && image.en !== image.ko ? image.en : '',
  tw: image?.tw && image.tw !== image.ko ? image.tw : '',
});

/** The request body's form of a draft: blank translations are left out (they fall back to Korean). */
export const textBodyOf = (draft: TextDraft): TranslatedText => ({
  ko: draft.ko,
  en: draft.en || undefined,
  tw: draft.tw || undefined,
});

/** The staff member's language when the row has it, Korean otherwise (the console's lists). */
export const textIn = (text: TranslatedText, language: string): string =>
  (LANGUAGES as readonly string[]).includes(language) ? text[language as Language] || text.ko : text.ko;

/** The languages other than Korean that have their own image. */
export const ownImageLanguages = (image: TranslatedText): Language[] =>
  (['en', 'tw'] as const).filter((l) => image[l] && image[l] !== image.ko);
