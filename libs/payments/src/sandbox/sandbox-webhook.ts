import type { BankAccount } from '../payment-provider.port';

export interface SandboxDeposit {
  orderId: string;
  paymentKey: string;
  transactionKey: string;
  amount: number;
  depositor: BankAccount | null;
}

const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;

/** The verified body, checked field by field: a signed but malformed body is still refused. */
export function parseSandboxDeposit(rawBody: string): SandboxDeposit | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const b = body as { eventType?: unknown; data?: Record<string, unknown> };
  const d = b?.data;
  if (b?.eventType !== 'DEPOSIT' || typeof d !== 'object' || d === null) return null;
  if (!text(d.orderId) || !text(d.paymentKey) || !text(d.transactionKey)) return null;
  if (typeof d.amount !== 'number' || !Number.isSafeInteger(d.amount) || d.amount <= 0) return null;
  const dep = d.depositor as Record<string, unknown> | null | undefined;
  const depositor =
    dep && text(dep.bank) && text(dep.accountNumber) && text(dep.holderName)
      ? { bank: dep.bank, accountNumber: dep.accountNumber, holderName: dep.holderName }
      : null;
  return {
    orderId: d.orderId,
    paymentKey: d.paymentKey,
    transactionKey: d.transactionKey,
    amount: d.amount,
    depositor,
  };
}
