// The subset of PortOne V2's REST shapes this adapter reads and writes. Source: the generated types
// of the official server SDK (github.com/portone-io/server-sdk, javascript/src/generated/payment:
// Payment, PaidPayment, PaymentAmount, PaymentMethod*, CancelPaymentBody, CancelPaymentResponse,
// InstantPaymentInput) and its PaymentClient (paths, `Authorization: PortOne <secret>`).

/** `Payment.status` (READY, PAY_PENDING, VIRTUAL_ACCOUNT_ISSUED, PAID, FAILED, PARTIAL_CANCELLED, CANCELLED). */
export type PortOnePaymentStatus =
  'READY' | 'PAY_PENDING' | 'VIRTUAL_ACCOUNT_ISSUED' | 'PAID' | 'FAILED' | 'PARTIAL_CANCELLED' | 'CANCELLED';

export type PortOneMethod =
  | { type: 'PaymentMethodCard' }
  | { type: 'PaymentMethodTransfer'; bank?: string }
  | { type: 'PaymentMethodMobile'; phoneNumber?: string }
  | { type: 'PaymentMethodGiftCertificate'; giftCertificateType?: string }
  | { type: 'PaymentMethodEasyPay'; provider?: string; easyPayMethod?: { type: string } }
  | {
      type: 'PaymentMethodVirtualAccount';
      bank?: string;
      accountNumber: string;
      remitteeName?: string;
      remitterName?: string;
      expiredAt?: string;
      issuedAt?: string;
    };

export interface PortOnePayment {
  status: PortOnePaymentStatus;
  /** Our paymentId. */
  id: string;
  /** PortOne's own id of the transaction (V1's imp_uid). */
  transactionId: string;
  storeId: string;
  method?: PortOneMethod;
  orderName: string;
  amount: { total: number; paid: number; cancelled: number; taxFree: number; discount: number };
  currency: string;
  failure?: { reason?: string; pgCode?: string; pgMessage?: string };
}

/** `CancelPaymentResponse.cancellation` (PaymentCancellation: REQUESTED | SUCCEEDED | FAILED). */
export interface PortOneCancellation {
  status: 'REQUESTED' | 'SUCCEEDED' | 'FAILED';
  id: string;
  totalAmount: number;
  reason?: string;
}

/** Every error body: `{type, message}` (PgProviderError adds pgCode and pgMessage). */
export interface PortOneErrorBody {
  type: string;
  message?: string;
  pgCode?: string;
  pgMessage?: string;
}

/** Webhook body, schema version 2024-04-25 (`Transaction.*` events). */
export interface PortOneWebhookBody {
  type: string;
  timestamp?: string;
  data?: { storeId?: string; paymentId?: string; transactionId?: string; cancellationId?: string };
}

// PortOne's `Bank` enum for the banks a member names in Korean (refund accounts); an unknown name is
// sent as given and PortOne refuses it (reported as a rejected account).
export const PORTONE_BANK_CODES: Readonly<Record<string, string>> = {
  국민: 'KOOKMIN',
  국민은행: 'KOOKMIN',
  신한: 'SHINHAN',
  신한은행: 'SHINHAN',
  우리: 'WOORI',
  우리은행: 'WOORI',
  하나: 'HANA',
  하나은행: 'HANA',
  농협: 'NONGHYUP',
  NH농협: 'NONGHYUP',
  기업: 'IBK',
  IBK기업: 'IBK',
  카카오뱅크: 'KAKAO',
  토스뱅크: 'TOSS',
  케이뱅크: 'K_BANK',
  SC제일: 'SC',
  씨티: 'CITI',
  새마을금고: 'SAEMAUL',
  우체국: 'POST',
  수협: 'SUHYUP',
  산업: 'KDB',
  부산: 'BUSAN',
  대구: 'DAEGU',
  iM뱅크: 'DAEGU',
  광주: 'KWANGJU',
  경남: 'KYONGNAM',
  전북: 'JEONBUK',
  제주: 'JEJU',
};

/** The Korean name shown to the member for an issued account's `bank`. */
export const PORTONE_BANK_NAMES: Readonly<Record<string, string>> = {
  KOOKMIN: '국민',
  SHINHAN: '신한',
  WOORI: '우리',
  HANA: '하나',
  NONGHYUP: '농협',
  IBK: '기업',
  KAKAO: '카카오뱅크',
  TOSS: '토스뱅크',
  K_BANK: '케이뱅크',
  SC: 'SC제일',
  CITI: '씨티',
  SAEMAUL: '새마을금고',
  POST: '우체국',
  SUHYUP: '수협',
  KDB: '산업',
  BUSAN: '부산',
  DAEGU: '대구',
  KWANGJU: '광주',
  KYONGNAM: '경남',
  JEONBUK: '전북',
  JEJU: '제주',
};
