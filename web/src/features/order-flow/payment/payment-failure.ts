import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverCodeOf } from '@/lib/api/envelope';

/** Why a payment did not go through, as the member is told it (`order:pay.failure.<reason>`). */
export const PAYMENT_FAILURE_REASONS = [
  'declined',
  'insufficient-funds',
  'expired-card',
  'limit-exceeded',
  'provider-unavailable',
  'cancelled',
  'unknown',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export interface PaymentFailure {
  readonly reason: PaymentFailureReason;
  /** The provider's own code (sandbox or Toss), shown only when we cannot say more. */
  readonly code?: string;
}

// The member left the payment window, or it ran out (Toss window fail codes; payment status at confirm).
const CANCELLED = new Set([
  'PAY_PROCESS_CANCELED',
  'PAY_PROCESS_ABORTED',
  'USER_CANCEL',
  'CANCELED',
  'ABORTED',
]);

// Codes of the sandbox (libs/payments/src/sandbox/test-cards.ts) and Toss's documented confirm errors.
// Order matters: an "expired" window is a cancellation, checked first; then the narrow reasons.
const RULES: readonly [RegExp, PaymentFailureReason][] = [
  [/INSUFFICIENT|NOT_ENOUGH_BALANCE|^REJECT_ACCOUNT_PAYMENT$/, 'insufficient-funds'],
  [/CARD_EXPIR|EXPIRED_CARD/, 'expired-card'],
  // Toss: REJECT_CARD_PAYMENT is "over the limit or insufficient funds"; the limit comes first in its text.
  [/^EXCEED_|LIMIT|^REJECT_CARD_PAYMENT$/, 'limit-exceeded'],
  [
    /^PROVIDER_ERROR$|^FAILED_|CARD_PROCESSING_ERROR|^NOT_AVAILABLE_BANK$|UNAVAILABLE|TIMEOUT/,
    'provider-unavailable',
  ],
  [/^REJECT_|^INVALID_CARD|STOPPED_CARD|LOST_OR_STOLEN|RESTRICTED|^NOT_SUPPORTED_CARD/, 'declined'],
];

export const reasonOfProviderCode = (code: string | undefined): PaymentFailureReason => {
  if (!code) return 'unknown';
  const upper = code.toUpperCase();
  if (CANCELLED.has(upper) || upper === 'EXPIRED') return 'cancelled';
  return RULES.find(([pattern]) => pattern.test(upper))?.[1] ?? 'unknown';
};

export const paymentFailureOfCode = (code: string | undefined): PaymentFailure => {
  const reason = reasonOfProviderCode(code);
  return reason === 'unknown' && code ? { reason, code: code.slice(0, 64) } : { reason };
};

type ApiError = FetchBaseQueryError | SerializedError | undefined;

const providerCodeOf = (error: ApiError): string | undefined => {
  const data = (error as { data?: { data?: { providerCode?: unknown } } } | undefined)?.data?.data;
  return typeof data?.providerCode === 'string' ? data.providerCode : undefined;
};

/**
 * The payment refusal in a pay call's error, or undefined when the error is something else (a field,
 * an order state): `402 PAYMENT.DECLINED {providerCode}`; the provider or our api out of reach
 * (`503`, a gateway error, no answer, or a future `PAYMENT.PROVIDER_UNAVAILABLE`).
 */
export const paymentFailureOf = (error: ApiError): PaymentFailure | undefined => {
  const code = serverCodeOf(error);
  if (code === 'PAYMENT.DECLINED') return paymentFailureOfCode(providerCodeOf(error));
  if (code === 'PAYMENT.PROVIDER_UNAVAILABLE') return { reason: 'provider-unavailable' };
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 502 || status === 503 || status === 504) return { reason: 'provider-unavailable' };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { reason: 'provider-unavailable' };
  if (status === 402) return paymentFailureOfCode(providerCodeOf(error));
  return undefined;
};
