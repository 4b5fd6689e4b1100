import { DECLINE_REASONS, declineReasonOf, storedDeclineReason } from './decline-reasons';
import { SANDBOX_CARDS } from './sandbox/test-cards';

describe('decline reasons', () => {
  it.each([
    ['REJECT_CARD_COMPANY', 'CARD_DECLINED'],
    ['INSUFFICIENT_BALANCE', 'INSUFFICIENT_FUNDS'],
    ['INVALID_CARD_EXPIRATION', 'EXPIRED_CARD'],
    ['EXCEED_MAX_AMOUNT', 'LIMIT_EXCEEDED'],
    ['PROVIDER_ERROR', 'PROVIDER_UNAVAILABLE'],
    ['REJECT_CARD_PAYMENT', 'LIMIT_EXCEEDED'],
    ['REJECT_ACCOUNT_PAYMENT', 'INSUFFICIENT_FUNDS'],
    ['INVALID_STOPPED_CARD', 'CARD_DECLINED'],
    ['FAILED_CARD_COMPANY_RESPONSE', 'PROVIDER_UNAVAILABLE'],
    ['PAY_PROCESS_CANCELED', 'PAYMENT_CANCELLED'],
    ['USER_CANCEL', 'PAYMENT_CANCELLED'],
    ['AMOUNT_MISMATCH', 'AMOUNT_MISMATCH'],
    ['SOMETHING_NEW', 'UNKNOWN'],
    ['', 'UNKNOWN'],
  ])('%s → %s', (code, reason) => expect(declineReasonOf(code)).toBe(reason));

  it('gives every sandbox decline card a reason other than UNKNOWN, one card per reason', () => {
    const reasons = Object.values(SANDBOX_CARDS).flatMap((card) =>
      card.outcome === 'DECLINED' ? [declineReasonOf(card.code)] : [],
    );
    expect(reasons).not.toContain('UNKNOWN');
    expect(new Set(reasons)).toEqual(
      new Set(['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'EXPIRED_CARD', 'LIMIT_EXCEEDED']),
    );
  });

  it('reads stored reasons old and new', () => {
    expect(storedDeclineReason('CARD_DECLINED')).toBe('CARD_DECLINED');
    expect(storedDeclineReason('REJECT_CARD_COMPANY: card declined')).toBe('CARD_DECLINED');
    expect(storedDeclineReason(null)).toBeNull();
    for (const reason of DECLINE_REASONS) expect(storedDeclineReason(reason)).toBe(reason);
  });
});
