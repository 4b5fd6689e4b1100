import type { ParseKeys, TFunction } from 'i18next';
import type { PaymentMethod, RefundMethod } from '@slabworks/domain';
import { keyFor } from './i18n-keys';

// The codes a ledger line's reason starts with: discounts, payment methods, refund methods.
const REASON_KEY = {
  COUPON: 'ledger-reason.COUPON',
  TIER: 'ledger-reason.TIER',
  VIP: 'ledger-reason.VIP',
  CARD: 'ledger-reason.CARD',
  VIRTUAL_ACCOUNT: 'ledger-reason.VIRTUAL_ACCOUNT',
  TRANSFER: 'ledger-reason.TRANSFER',
  MOBILE: 'ledger-reason.MOBILE',
  EASY_PAY: 'ledger-reason.EASY_PAY',
  GIFT_CARD: 'ledger-reason.GIFT_CARD',
  ORIGINAL_PAYMENT: 'ledger-reason.ORIGINAL_PAYMENT',
  BANK_TRANSFER: 'ledger-reason.BANK_TRANSFER',
} as const satisfies Record<'COUPON' | 'TIER' | 'VIP' | PaymentMethod | RefundMethod, ParseKeys<'account'>>;

/**
 * A ledger line's reason in the reader's language. The read model writes a code first and then what
 * the member recognises ("COUPON SPRING10", "TIER Gold 10%", "VIP 10%", "CARD"); the code is
 * translated and the rest kept. Anything else is a person's words (a returned refund) and stays as written.
 * The collector's order page and the console's ledger both read it (keys in the account namespace).
 */
export const ledgerReasonText = (reason: string | null | undefined, t: TFunction<'account'>): string => {
  if (!reason) return '—';
  const [code = '', ...rest] = reason.trim().split(/\s+/);
  const key = keyFor(REASON_KEY, code);
  if (!key) return reason;
  return t(key, { detail: rest.join(' ') }).trim();
};
