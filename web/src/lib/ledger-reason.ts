import type { TFunction } from 'i18next';
import { PAYMENT_METHODS, type RefundMethod } from '@slabworks/domain';

const REFUND_METHODS: readonly RefundMethod[] = ['ORIGINAL_PAYMENT', 'BANK_TRANSFER'];
const DISCOUNTS = ['COUPON', 'TIER', 'VIP'] as const;
const CODES: ReadonlySet<string> = new Set([...DISCOUNTS, ...PAYMENT_METHODS, ...REFUND_METHODS]);

/**
 * A ledger line's reason in the reader's language. The read model writes a code first and then what
 * the member recognises ("COUPON SPRING10", "TIER Gold 10%", "VIP 10%", "CARD"); the code is
 * translated and the rest kept. Anything else is a person's words (a returned refund) and stays as written.
 * The collector's order page and the console's ledger both read it (keys in the account namespace).
 */
export const ledgerReasonText = (reason: string | null | undefined, t: TFunction<'account'>): string => {
  if (!reason) return '—';
  const [code = '', ...rest] = reason.trim().split(/\s+/);
  if (!CODES.has(code)) return reason;
  return t(`ledger-reason.${code}` as never, { detail: rest.join(' ') }).trim();
};
