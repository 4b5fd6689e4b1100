import { describe, expect, it } from 'vitest';
import { paymentFailureOf, paymentFailureOfReason } from './payment-failure';

const refusal = (status: number | string, code?: string, data: unknown = null) =>
  ({ status, data: code ? { code, message: 'm', data } : undefined }) as never;

describe('why a payment did not go through', () => {
  it.each([
    ['CARD_DECLINED', 'declined'],
    ['INSUFFICIENT_FUNDS', 'insufficient-funds'],
    ['EXPIRED_CARD', 'expired-card'],
    ['LIMIT_EXCEEDED', 'limit-exceeded'],
    ['PROVIDER_UNAVAILABLE', 'provider-unavailable'],
    ['PAYMENT_CANCELLED', 'cancelled'],
    ['UNKNOWN', 'unknown'],
    ['SOMETHING_NEWER', 'unknown'],
    [undefined, 'unknown'],
  ])("the api's reason %s is worded as %s", (reason, wording) => {
    expect(paymentFailureOfReason(reason).reason).toBe(wording);
  });

  it("reads 402 PAYMENT.DECLINED's data.reason (never the provider code); an unknown one keeps the code", () => {
    expect(
      paymentFailureOf(
        refusal(402, 'PAYMENT.DECLINED', {
          reason: 'INSUFFICIENT_FUNDS',
          providerCode: 'INSUFFICIENT_BALANCE',
        }),
      ),
    ).toEqual({ reason: 'insufficient-funds' });
    // The api's reason decides, whatever the code looks like.
    expect(
      paymentFailureOf(
        refusal(402, 'PAYMENT.DECLINED', { reason: 'CARD_DECLINED', providerCode: 'EXCEED_X' }),
      ),
    ).toEqual({ reason: 'declined' });
    expect(
      paymentFailureOf(refusal(402, 'PAYMENT.DECLINED', { reason: 'UNKNOWN', providerCode: 'NEW_CODE' })),
    ).toEqual({ reason: 'unknown', code: 'NEW_CODE' });
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
