import {
  fieldError,
  MAX_REASON_LENGTH,
  validateAddress,
  validateRefundAccount,
  validateShipment,
  type Address,
  type FieldError,
  type RefundAccount,
  type ServiceCountry,
} from '@slabworks/domain';

export const shipmentProblems = (body: { courier?: string; trackingNumber?: string }): FieldError[] =>
  validateShipment(body);

/** The member's own service (the route's region guard made it this one): its addresses. */
export const addressProblems = (
  address: Partial<Address> | undefined,
  country: ServiceCountry,
): FieldError[] => validateAddress(address, 'returnAddress.', country);

export const refundAccountProblems = (
  account: Partial<RefundAccount> | undefined,
  prefix = '',
): FieldError[] => validateRefundAccount(account).map((p) => ({ ...p, field: `${prefix}${p.field}` }));

export function reasonProblems(reason: string | undefined): FieldError[] {
  const text = (reason ?? '').trim();
  if (!text) return [fieldError('reason', 'required')];
  return [...text].length > MAX_REASON_LENGTH
    ? [fieldError('reason', 'maxLength', { max: MAX_REASON_LENGTH })]
    : [];
}
