import type { RefundAccount } from './order-input.types';

// The member sees the account they registered back, but a screen (or a shoulder) shows only enough to
// recognise it: the bank, the last four digits and the holder.
const VISIBLE_DIGITS = 4;

export interface MaskedRefundAccount {
  bank: string;
  maskedAccountNumber: string;
  holderName: string;
}

export const maskAccountNumber = (accountNumber: string): string =>
  accountNumber.length <= VISIBLE_DIGITS ? accountNumber : `****${accountNumber.slice(-VISIBLE_DIGITS)}`;

export const maskedRefundAccount = (account: RefundAccount): MaskedRefundAccount => ({
  bank: account.bank,
  maskedAccountNumber: maskAccountNumber(account.accountNumber),
  holderName: account.holderName,
});
