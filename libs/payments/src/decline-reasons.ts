/**
 * Why a payment did not go through, in the few words a member can act on (issue #31). The provider's
 * own code stays beside it for support; the member is told the reason in their language.
 */
export const DECLINE_REASONS = [
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'EXPIRED_CARD',
  'LIMIT_EXCEEDED',
  'PROVIDER_UNAVAILABLE',
  'PAYMENT_CANCELLED',
  'AMOUNT_MISMATCH',
  'UNKNOWN',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

// Toss's published error codes (docs.tosspayments.com/reference/error-codes) and the sandbox's; not
// yet checked against what live Toss returns on confirm (docs/payments.md, "Not verified").
const CODES: Readonly<Record<string, DeclineReason>> = {
  REJECT_CARD_COMPANY: 'CARD_DECLINED',
  // Toss: "한도초과 혹은 잔액부족으로 결제에 실패" (the limit first) and "잔액부족으로 결제에 실패".
  REJECT_CARD_PAYMENT: 'LIMIT_EXCEEDED',
  REJECT_ACCOUNT_PAYMENT: 'INSUFFICIENT_FUNDS',
  INVALID_STOPPED_CARD: 'CARD_DECLINED',
  INVALID_CARD_LOST_OR_STOLEN: 'CARD_DECLINED',
  RESTRICTED_CARD: 'CARD_DECLINED',
  INVALID_CARD_NUMBER: 'CARD_DECLINED',
  INVALID_REJECT_CARD: 'CARD_DECLINED',
  NOT_SUPPORTED_CARD_TYPE: 'CARD_DECLINED',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_FUNDS',
  NOT_ENOUGH_BALANCE: 'INSUFFICIENT_FUNDS',
  INVALID_CARD_EXPIRATION: 'EXPIRED_CARD',
  EXPIRED_CARD: 'EXPIRED_CARD',
  EXCEED_MAX_AMOUNT: 'LIMIT_EXCEEDED',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: 'LIMIT_EXCEEDED',
  EXCEED_MAX_PAYMENT_AMOUNT: 'LIMIT_EXCEEDED',
  EXCEED_MAX_ONE_DAY_AMOUNT: 'LIMIT_EXCEEDED',
  EXCEED_MAX_ONE_DAY_WITHDRAW_AMOUNT: 'LIMIT_EXCEEDED',
  EXCEED_MAX_CARD_INSTALLMENT_PLAN: 'LIMIT_EXCEEDED',
  PROVIDER_ERROR: 'PROVIDER_UNAVAILABLE',
  FAILED_INTERNAL_SYSTEM_PROCESSING: 'PROVIDER_UNAVAILABLE',
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: 'PROVIDER_UNAVAILABLE',
  FAILED_CARD_COMPANY_RESPONSE: 'PROVIDER_UNAVAILABLE',
  // The member closed the payment window, or it ran out (Toss's fail-URL codes).
  PAY_PROCESS_CANCELED: 'PAYMENT_CANCELLED',
  PAY_PROCESS_ABORTED: 'PAYMENT_CANCELLED',
  USER_CANCEL: 'PAYMENT_CANCELLED',
  // PortOne: the payment held another amount or currency than the order (cancelled by the adapter).
  AMOUNT_MISMATCH: 'AMOUNT_MISMATCH',
};

export const declineReasonOf = (providerCode: string | null | undefined): DeclineReason =>
  (providerCode && CODES[providerCode.trim().toUpperCase()]) || 'UNKNOWN';

/** A stored failure reason: a reason already (since issue #31), or the older "CODE: message" text. */
export const storedDeclineReason = (stored: string | null): DeclineReason | null => {
  if (stored === null) return null;
  if ((DECLINE_REASONS as readonly string[]).includes(stored)) return stored as DeclineReason;
  return declineReasonOf(stored.split(':')[0]);
};
