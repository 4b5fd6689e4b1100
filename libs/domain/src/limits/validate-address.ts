import type { FieldError } from '../errors/field-error';
import type { Address } from '../order/order-input.types';
import type { ServiceCountry } from '../service/service-country';
import { isInTaiwan, isTaiwanAddress, isTaiwanPostalCode } from './country-formats';
import { checkText, fieldError } from './field-checks';
import { validatePhone } from './validate-account';
import { MAX_ADDRESS_FIELD_LENGTH, MAX_DELIVERY_MEMO_LENGTH, PATTERNS } from './limits.constants';

const text = { required: true, max: MAX_ADDRESS_FIELD_LENGTH };

// Only a filled-in field is checked for its country; an empty one is already 'required'.
const postalCodeProblems = (code: string, country: ServiceCountry, field: string): FieldError[] => {
  if (code === '') return [];
  if (country === 'TW') return isTaiwanPostalCode(code) ? [] : [fieldError(field, 'twPostalCode')];
  return PATTERNS.postalCode.test(code) ? [] : [fieldError(field, 'pattern')];
};

const address1Problems = (address1: string, country: ServiceCountry, field: string): FieldError[] => {
  if (address1 === '') return [];
  if (country === 'TW') return isTaiwanAddress(address1) ? [] : [fieldError(field, 'twAddress')];
  return isInTaiwan(address1) ? [fieldError(field, 'krAddress')] : [];
};

/** A return or book address in the service's country: a Taiwan order ships within Taiwan. */
export const validateAddress = (
  address: Partial<Address> | null | undefined,
  prefix = '',
  country: ServiceCountry = 'KR',
): FieldError[] => {
  const at = (field: string) => `${prefix}${field}`;
  const value = address ?? {};
  const filled = (text: string | null | undefined) => (typeof text === 'string' ? text.trim() : '');
  const address1 = checkText(at('address1'), value.address1, text);
  return [
    ...checkText(at('name'), value.name, text),
    ...checkText(at('recipient'), value.recipient, text),
    ...(filled(value.phone)
      ? validatePhone(value.phone, at('phone'), country)
      : [fieldError(at('phone'), 'required')]),
    ...(filled(value.postalCode)
      ? postalCodeProblems(filled(value.postalCode), country, at('postalCode'))
      : [fieldError(at('postalCode'), 'required')]),
    ...(address1.length ? address1 : address1Problems(filled(value.address1), country, at('address1'))),
    ...checkText(at('address2'), value.address2, { max: MAX_ADDRESS_FIELD_LENGTH }),
    ...checkText(at('memo'), value.memo, { max: MAX_DELIVERY_MEMO_LENGTH }),
  ];
};
