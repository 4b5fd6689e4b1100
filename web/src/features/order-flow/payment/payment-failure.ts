import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { WindowFailureAnswer } from '@/lib/api/generated/slabworks-api';
import { serverCodeOf } from '@/lib/api/envelope';

/** Why a payment did not go through, as the member is told it (`order:pay.failure.<reason>`). */
export const PAYMENT_FAILURE_REASONS = [
  'declined',
  'insufficient-funds',
  'expired-card',
  'limit-exceeded',
  'provider-unavailable',
  'cancelled',
  'amount-mismatch',
  'unknown',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export interface PaymentFailure {
  readonly reason: PaymentFailureReason;
  /** The provider's own code (sandbox or Toss), shown only when we cannot say more. */
  readonly code?: string;
}

/** The api's decline reason (libs/payments decline-reasons.ts: the one place a provider code is read). */
export type DeclineReason = WindowFailureAnswer['reason'];

// Only the wording key per reason; which provider code means what is decided by the api alone.
const WORDING: Readonly<Record<DeclineReason, PaymentFailureReason>> = {
  CARD_DECLINED: 'declined',
  INSUFFICIENT_FUNDS: 'insufficient-funds',
  EXPIRED_CARD: 'expired-card',
  LIMIT_EXCEEDED: 'limit-exceeded',
  PROVIDER_UNAVAILABLE: 'provider-unavailable',
  PAYMENT_CANCELLED: 'cancelled',
  AMOUNT_MISMATCH: 'amount-mismatch',
  UNKNOWN: 'unknown',
};

/** The api's reason (`data.reason`) as the member is told it; an unknown one keeps the provider's code. */
export const paymentFailureOfReason = (reason: unknown, providerCode?: unknown): PaymentFailure => {
  const wording = typeof reason === 'string' ? WORDING[reason as DeclineReason] : undefined;
  const code = typeof providerCode === 'string' && providerCode ? providerCode.slice(0, 64) : undefined;
  if (wording && wording !== 'unknown') return { reason: wording };
  return code ? { reason: 'unknown', code } : { reason: 'unknown' };
};

type ApiError = FetchBaseQueryError | SerializedError | undefined;

const declineOf = (error: ApiError): PaymentFailure => {
  const data = (error as { data?: { data?: { reason?: unknown; providerCode?: unknown } } } | undefined)?.data
    ?.data;
  return paymentFailureOfReason(data?.reason, data?.providerCode);
};

/**
 * The payment refusal in a pay call's error, or undefined when the error is something else (a field,
 * an order state): `402 PAYMENT.DECLINED {reason, providerCode}`; the provider or our api out of reach
 * (`503`, a gateway error, no answer, or a future `PAYMENT.PROVIDER_UNAVAILABLE`).
 */
export const paymentFailureOf = (error: ApiError): PaymentFailure | undefined => {
  const code = serverCodeOf(error);
  if (code === 'PAYMENT.DECLINED') return declineOf(error);
  if (code === 'PAYMENT.PROVIDER_UNAVAILABLE') return { reason: 'provider-unavailable' };
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 502 || status === 503 || status === 504) return { reason: 'provider-unavailable' };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { reason: 'provider-unavailable' };
  if (status === 402) return declineOf(error);
  return undefined;
};
