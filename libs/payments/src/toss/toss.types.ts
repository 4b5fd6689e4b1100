// The subset of Toss's Payment object we read (docs.tosspayments.com, core API v1).
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: string;
  method?: string;
  easyPay?: { provider?: string; amount?: number } | null;
  totalAmount: number;
  balanceAmount?: number;
  lastTransactionKey?: string | null;
  secret?: string | null;
  virtualAccount?: {
    accountNumber: string;
    bankCode: string;
    customerName: string;
    dueDate: string;
  } | null;
  cancels?: Array<{ cancelAmount: number; transactionKey: string; canceledAt: string }> | null;
}

// Two-digit bank codes Toss uses for virtual accounts (a few common ones); unknown codes pass through.
export const TOSS_BANK_NAMES: Record<string, string> = {
  '04': '국민',
  '88': '신한',
  '20': '우리',
  '81': '하나',
  '11': '농협',
  '03': '기업',
};
