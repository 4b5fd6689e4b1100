// Documented sandbox card numbers (README): anything else is declined as an unknown card.
export const SANDBOX_CARDS = {
  '4242424242424242': { outcome: 'APPROVED' },
  '5555555555554444': { outcome: 'APPROVED' },
  '4000000000000002': { outcome: 'DECLINED', code: 'REJECT_CARD_COMPANY', message: 'card declined' },
  '4000000000009995': { outcome: 'DECLINED', code: 'INSUFFICIENT_BALANCE', message: 'insufficient funds' },
  '4000000000000069': { outcome: 'DECLINED', code: 'INVALID_CARD_EXPIRATION', message: 'expired card' },
  '4000000000009987': { outcome: 'DECLINED', code: 'EXCEED_MAX_AMOUNT', message: 'card limit exceeded' },
  // The provider times out: the charge raises ProviderUnavailableError.
  '4000000000000119': { outcome: 'UNAVAILABLE' },
  // The charge goes through but its answer is lost (a timeout after the PG booked it): reconciliation's case.
  '4000000000000259': { outcome: 'CHARGED_UNANSWERED' },
} as const;

export const DEFAULT_SANDBOX_CARD = '4242424242424242';

/** Refund accounts whose number starts with this are refused by the sandbox "bank". */
export const SANDBOX_REJECTED_ACCOUNT_PREFIX = '999';

export function sandboxCardOutcome(
  cardNumber: string | undefined,
):
  | { outcome: 'APPROVED' }
  | { outcome: 'UNAVAILABLE' }
  | { outcome: 'CHARGED_UNANSWERED' }
  | { outcome: 'DECLINED'; code: string; message: string } {
  const digits = (cardNumber ?? DEFAULT_SANDBOX_CARD).replace(/[\s-]/g, '');
  const known = SANDBOX_CARDS[digits as keyof typeof SANDBOX_CARDS];
  return known ?? { outcome: 'DECLINED', code: 'INVALID_CARD_NUMBER', message: 'unknown test card' };
}
