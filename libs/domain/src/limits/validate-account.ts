import type { FieldError } from '../errors/field-error';
import type { ServiceCountry } from '../service/service-country';
import { isTaiwanPhone, looksTaiwanese } from './country-formats';
import { checkText, fieldError, isBlank } from './field-checks';
import { MAX_EMAIL_LENGTH, NICKNAME_LENGTH, PASSWORD_LENGTH, PATTERNS } from './limits.constants';

export const validateNickname = (value: string | null | undefined, field = 'nickname'): FieldError[] =>
  checkText(field, value, { required: true, ...NICKNAME_LENGTH, pattern: PATTERNS.nameLike });

export const validateEmail = (value: string | null | undefined, field = 'email'): FieldError[] => {
  const errors = checkText(field, value, { required: true, max: MAX_EMAIL_LENGTH });
  if (errors.length > 0) return errors;
  return PATTERNS.email.test((value as string).trim()) ? [] : [fieldError(field, 'email')];
};

/**
 * A phone number of the service's country (sign-up, profile, phone verification, addresses); the web
 * checks it before sending. A Taiwan number on the Korean service (and the reverse) is refused.
 */
export const validatePhone = (
  phone: string | null | undefined,
  field = 'phone',
  country: ServiceCountry = 'KR',
): FieldError[] => {
  if (phone === null || phone === undefined || phone.trim() === '') return [fieldError(field, 'required')];
  if (country === 'TW') return isTaiwanPhone(phone) ? [] : [fieldError(field, 'twPhone')];
  if (looksTaiwanese(phone)) return [fieldError(field, 'krPhone')];
  return PATTERNS.phone.test(phone.trim()) ? [] : [fieldError(field, 'pattern')];
};

export interface PasswordInput {
  password: string | null | undefined;
  confirmation?: string | null;
  current?: string | null;
}

// Passwords are not trimmed: a space is a legal character.
export const validatePassword = ({ password, confirmation, current }: PasswordInput): FieldError[] => {
  if (password === null || password === undefined || password === '')
    return [fieldError('password', 'required')];
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min)
    return [fieldError('password', 'minLength', { min: PASSWORD_LENGTH.min })];
  if (length > PASSWORD_LENGTH.max)
    return [fieldError('password', 'maxLength', { max: PASSWORD_LENGTH.max })];
  const errors: FieldError[] = [];
  const { passwordLetter, passwordDigit, passwordSpecial } = PATTERNS;
  if (![passwordLetter, passwordDigit, passwordSpecial].every((pattern) => pattern.test(password))) {
    errors.push(fieldError('password', 'pattern'));
  }
  if (confirmation !== undefined && confirmation !== password)
    errors.push(fieldError('passwordConfirmation', 'mismatch'));
  if (!isBlank(current) && current === password) errors.push(fieldError('password', 'sameAsCurrent'));
  return errors;
};
