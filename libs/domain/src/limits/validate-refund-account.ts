import type { FieldError } from '../errors/field-error';
import type { RefundAccount } from '../order/order-input.types';
import { checkText } from './field-checks';
import { MAX_ADDRESS_FIELD_LENGTH, MAX_REFUND_ACCOUNT_DIGITS, PATTERNS } from './limits.constants';

// Digits only, no dashes (spec §5): we refuse rather than strip, so the member sees what is stored.
export const validateRefundAccount = (account: Partial<RefundAccount> | null | undefined): FieldError[] => {
  const value = account ?? {};
  return [
    ...checkText('bank', value.bank, { required: true, max: MAX_ADDRESS_FIELD_LENGTH }),
    ...checkText('accountNumber', value.accountNumber, {
      required: true,
      max: MAX_REFUND_ACCOUNT_DIGITS,
      pattern: PATTERNS.digits,
    }),
    ...checkText('holderName', value.holderName, { required: true, max: MAX_ADDRESS_FIELD_LENGTH }),
  ];
};
