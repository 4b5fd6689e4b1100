import type { Language } from '@slabworks/contracts';
import koCommon from '../locales/ko/common.json';
import koErrors from '../locales/ko/errors.json';
import koValidation from '../locales/ko/validation.json';
import koMember from '../locales/ko/member.json';
import koContent from '../locales/ko/content.json';
import koPayment from '../locales/ko/payment.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enValidation from '../locales/en/validation.json';
import enMember from '../locales/en/member.json';
import enContent from '../locales/en/content.json';
import enPayment from '../locales/en/payment.json';
import twCommon from '../locales/tw/common.json';
import twErrors from '../locales/tw/errors.json';
import twValidation from '../locales/tw/validation.json';
import twMember from '../locales/tw/member.json';
import twContent from '../locales/tw/content.json';
import twPayment from '../locales/tw/payment.json';

type Namespaces = Record<string, Record<string, unknown>>;

const KOREAN = {
  common: koCommon,
  errors: koErrors,
  validation: koValidation,
  member: koMember,
  content: koContent,
  payment: koPayment,
};

// 'a.b' for { a: { b: '…' } }: the keys of one namespace's strings.
type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/**
 * Every message key the api has, 'namespace:key', typed from the Korean files (the three languages have
 * the same keys): `translate` takes no other, so a missing key fails tsc. A key made of a code at run
 * time (an error code, a field name) is checked with `hasTranslation` first, which narrows it.
 */
export type ApiKey = {
  [Ns in keyof typeof KOREAN]: `${Ns}:${LeafKeys<(typeof KOREAN)[Ns]>}`;
}[keyof typeof KOREAN];

// Imported statically so the bundle carries them; a namespace added here must exist in all three.
export const API_LOCALES: Record<Language, Namespaces> = {
  ko: KOREAN,
  en: {
    common: enCommon,
    errors: enErrors,
    validation: enValidation,
    member: enMember,
    content: enContent,
    payment: enPayment,
  },
  tw: {
    common: twCommon,
    errors: twErrors,
    validation: twValidation,
    member: twMember,
    content: twContent,
    payment: twPayment,
  },
};
