import { describe, expect, it } from 'vitest';
import { paymentFailureOf, reasonOfProviderCode } from './payment-failure';

const refusal = (status: number | string, code?: string, data: unknown = null) =>
  ({ status, data: code ? { code, message: 'm', data } : undefined }) as never;

describe('why a payment did not go through', () => {
  it.each([
    // The sandbox's test cards (libs/payments/src/sandbox/test-cards.ts).
    ['REJECT_CARD_COMPANY', 'declined'],
    ['INSUFFICIENT_BALANCE', 'insufficient-funds'],
    ['INVALID_CARD_NUMBER', 'declined'],
    // Toss's confirm and window codes.
    ['REJECT_CARD_PAYMENT', 'limit-exceeded'],
    ['REJECT_ACCOUNT_PAYMENT', 'insufficient-funds'],
    ['INVALID_CARD_EXPIRATION', 'expired-card'],
    ['INVALID_STOPPED_CARD', 'declined'],
    ['INVALID_CARD_LOST_OR_STOLEN', 'declined'],
    ['EXCEED_MAX_DAILY_PAYMENT_COUNT', 'limit-exceeded'],
    ['EXCEED_MAX_AMOUNT', 'limit-exceeded'],
    ['PROVIDER_ERROR', 'provider-unavailable'],
    ['FAILED_INTERNAL_SYSTEM_PROCESSING', 'provider-unavailable'],
    ['FAILED_CARD_COMPANY_RESPONSE', 'provider-unavailable'],
    ['PAY_PROCESS_CANCELED', 'cancelled'],
    ['USER_CANCEL', 'cancelled'],
    ['EXPIRED', 'cancelled'],
    ['SOMETHING_NEW', 'unknown'],
    [undefined, 'unknown'],
  ])('%s → %s', (code, reason) => {
    expect(reasonOfProviderCode(code)).toBe(reason);
  });

  it('reads 402 PAYMENT.DECLINED with its providerCode; an unknown code is kept to show', () => {
    expect(
      paymentFailureOf(refusal(402, 'PAYMENT.DECLINED', { providerCode: 'INSUFFICIENT_BALANCE' })),
    ).toEqual({
      reason: 'insufficient-funds',
    });
    expect(paymentFailureOf(refusal(402, 'PAYMENT.DECLINED', { providerCode: 'NEW_CODE' }))).toEqual({
      reason: 'unknown',
      code: 'NEW_CODE',
    });
    expect(paymentFailureOf(refusal(402, 'PAYMENT.DECLINED', {}))).toEqual({ reason: 'unknown' });
  });

  it('calls the provider unavailable on 502/503/504, no answer, or PAYMENT.PROVIDER_UNAVAILABLE', () => {
    for (const error of [
      refusal(503, 'SERVICE_UNAVAILABLE'),
      refusal(502),
      refusal(504),
      refusal('FETCH_ERROR'),
      refusal('TIMEOUT_ERROR'),
      refusal(503, 'PAYMENT.PROVIDER_UNAVAILABLE'),
    ])
      expect(paymentFailureOf(error)).toEqual({ reason: 'provider-unavailable' });
  });

  it('leaves other refusals (an order state, a field) to their own message', () => {
    expect(paymentFailureOf(refusal(409, 'ORDER.ALREADY_PAID'))).toBeUndefined();
    expect(paymentFailureOf(refusal(400, 'ORDER.PAYMENT_AMOUNT_MISMATCH'))).toBeUndefined();
    expect(paymentFailureOf(undefined)).toBeUndefined();
  });
});
