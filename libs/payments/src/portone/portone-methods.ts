import type { EasyPayProvider, PaymentMethod } from '../payment-method';
import type { PortOneMethod } from './portone.types';

// How PortOne V2 names each method. The window values are the browser SDK's `requestPayment`
// `payMethod` (CARD, TRANSFER, MOBILE, GIFT_CERTIFICATE, EASY_PAY, VIRTUAL_ACCOUNT) and
// `easyPay.easyPayProvider`; the answered ones are `Payment.method.type` and
// PaymentMethodEasyPay.provider of the REST API (server SDK's generated types). Not checked
// against live answers (docs/payments.md, "Not verified").

/** What `requestPayment({payMethod, …})` is opened with; a quick pay is EASY_PAY on its wallet. */
export const PORTONE_PAY_METHOD: Readonly<Record<Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>, string>> = {
  CARD: 'CARD',
  TRANSFER: 'TRANSFER',
  MOBILE: 'MOBILE',
  GIFT_CARD: 'GIFT_CERTIFICATE',
  EASY_PAY: 'EASY_PAY',
};

/** `Payment.method.type` in PortOne's answers. */
export const PORTONE_ANSWERED_METHOD: Readonly<Record<PortOneMethod['type'], PaymentMethod>> = {
  PaymentMethodCard: 'CARD',
  PaymentMethodTransfer: 'TRANSFER',
  PaymentMethodMobile: 'MOBILE',
  PaymentMethodGiftCertificate: 'GIFT_CARD',
  PaymentMethodEasyPay: 'EASY_PAY',
  PaymentMethodVirtualAccount: 'VIRTUAL_ACCOUNT',
};

/** PaymentMethodEasyPay.provider (the REST `EasyPayProvider` enum) in our words. */
export const PORTONE_EASY_PAY_PROVIDER: Readonly<Record<string, EasyPayProvider>> = {
  KAKAOPAY: 'KAKAOPAY',
  NAVERPAY: 'NAVERPAY',
  TOSSPAY: 'TOSSPAY',
  PAYCO: 'PAYCO',
  SAMSUNGPAY: 'SAMSUNGPAY',
};

/** The channel a method's window (or a virtual account) uses: its own when configured, else the default. */
export const channelNameOf = (method: PaymentMethod, easyPay?: EasyPayProvider): string =>
  method === 'EASY_PAY' && easyPay ? easyPay : method;

/** What PortOne says was paid, in our words (null: a type we do not know, so the request's stands). */
export const answeredMethodOf = (
  method: PortOneMethod | undefined,
): { method: PaymentMethod; easyPay?: EasyPayProvider } | null => {
  const ours = method ? PORTONE_ANSWERED_METHOD[method.type] : undefined;
  if (!ours || !method) return null;
  const wallet =
    method.type === 'PaymentMethodEasyPay' && method.provider
      ? PORTONE_EASY_PAY_PROVIDER[method.provider]
      : undefined;
  return ours === 'EASY_PAY' && wallet ? { method: ours, easyPay: wallet } : { method: ours };
};
