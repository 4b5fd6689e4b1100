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

// Imported statically so the bundle carries them; a namespace added here must exist in all three.
export const API_LOCALES: Record<Language, Namespaces> = {
  ko: {
    common: koCommon,
    errors: koErrors,
    validation: koValidation,
    member: koMember,
    content: koContent,
    payment: koPayment,
  },
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
