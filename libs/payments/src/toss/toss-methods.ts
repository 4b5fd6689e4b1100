import type { EasyPayProvider, PaymentMethod } from '../payment-method';

// How Toss names each method (docs.tosspayments.com, SDK v2 `requestPayment` and the core API's
// Payment object). Not in research/payments-reliability.md and not checked against live answers:
// the window values come from the SDK's public reference, the answered names from its Payment
// object reference, where `method` and `easyPay.provider` are Korean words.

/** What `requestPayment({method, …})` is opened with; a quick pay opens the card window on its wallet. */
export const TOSS_WINDOW_METHOD: Readonly<Record<Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>, string>> = {
  CARD: 'CARD',
  TRANSFER: 'TRANSFER',
  MOBILE: 'MOBILE_PHONE',
  GIFT_CARD: 'CULTURE_GIFT_CERTIFICATE',
  EASY_PAY: 'CARD',
};

/** `Payment.method` in Toss's answers. */
export const TOSS_ANSWERED_METHOD: Readonly<Record<string, PaymentMethod>> = {
  카드: 'CARD',
  계좌이체: 'TRANSFER',
  가상계좌: 'VIRTUAL_ACCOUNT',
  휴대폰: 'MOBILE',
  문화상품권: 'GIFT_CARD',
  도서문화상품권: 'GIFT_CARD',
  게임문화상품권: 'GIFT_CARD',
  간편결제: 'EASY_PAY',
};

/** `Payment.easyPay.provider` in Toss's answers. */
export const TOSS_EASY_PAY_PROVIDER: Readonly<Record<string, EasyPayProvider>> = {
  카카오페이: 'KAKAOPAY',
  네이버페이: 'NAVERPAY',
  토스페이: 'TOSSPAY',
  페이코: 'PAYCO',
  삼성페이: 'SAMSUNGPAY',
};

/** What Toss says was paid, in our words (null: a name we do not know, so the request's stands). */
export const answeredMethodOf = (
  method: string | undefined,
  easyPay: string | undefined,
): { method: PaymentMethod; easyPay?: EasyPayProvider } | null => {
  const ours = method ? TOSS_ANSWERED_METHOD[method] : undefined;
  if (!ours) return null;
  const wallet = easyPay ? TOSS_EASY_PAY_PROVIDER[easyPay] : undefined;
  return ours === 'EASY_PAY' && wallet ? { method: ours, easyPay: wallet } : { method: ours };
};
