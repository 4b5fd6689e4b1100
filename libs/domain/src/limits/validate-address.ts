import type { FieldError } from '../errors/field-error';
import type { Address } from '../order/order-input.types';
import { checkText } from './field-checks';
import { MAX_ADDRESS_FIELD_LENGTH, MAX_DELIVERY_MEMO_LENGTH, PATTERNS } from './limits.constants';

const text = { required: true, max: MAX_ADDRESS_FIELD_LENGTH };

export const validateAddress = (address: Partial<Address> | null | undefined, prefix = ''): FieldError[] => {
  const at = (field: string) => `${prefix}${field}`;
  const value = address ?? {};
  return [
    ...checkText(at('name'), value.name, text),
    ...checkText(at('recipient'), value.recipient, text),
    ...checkText(at('phone'), value.phone, { required: true, pattern: PATTERNS.phone }),
    ...checkText(at('postalCode'), value.postalCode, { required: true, pattern: PATTERNS.postalCode }),
    ...checkText(at('address1'), value.address1, text),
    ...checkText(at('address2'), value.address2, { max: MAX_ADDRESS_FIELD_LENGTH }),
    ...checkText(at('memo'), value.memo, { max: MAX_DELIVERY_MEMO_LENGTH }),
  ];
};
