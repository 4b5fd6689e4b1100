import type { PaymentMethod } from '../order/order.values';

// The wallets an EASY_PAY payment goes through (the order records EASY_PAY; the wallet is a detail).
export const EASY_PAY_PROVIDERS = ['KAKAOPAY', 'NAVERPAY', 'TOSSPAY', 'PAYCO', 'SAMSUNGPAY'] as const;
export type EasyPayProvider = (typeof EASY_PAY_PROVIDERS)[number];

/**
 * What the checkout offers (spec §1: card, real-time transfer, virtual account, mobile, quick pay,
 * two wallet apps, gift card, a messaging-app pay), in the order it lists them. Kakao Pay is the
 * messaging-app pay; Naver Pay and Toss Pay the two wallet apps; together the quick pays.
 */
export const CHECKOUT_METHODS = [
  'CARD',
  'TRANSFER',
  'VIRTUAL_ACCOUNT',
  'MOBILE',
  'KAKAOPAY',
  'NAVERPAY',
  'TOSSPAY',
  'GIFT_CARD',
] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

export interface CheckoutMethodRule {
  /** What the order records and the api is sent. */
  readonly method: PaymentMethod;
  readonly easyPay?: EasyPayProvider;
  /** The mark shown beside the name (a text logo: no vendor artwork is shipped). */
  readonly logo: string;
  /**
   * How it is paid: in the provider's window then confirmed by us (`WINDOW`), or by a later
   * deposit into an issued account (`DEPOSIT`).
   */
  readonly flow: 'WINDOW' | 'DEPOSIT';
  /** The provider can give back part of it (an ungradable card). Mobile and gift card: whole only. */
  readonly partialRefund: boolean;
  /** Money goes back by bank transfer, so a refund needs the member's account. */
  readonly refundNeedsAccount: boolean;
}

export const CHECKOUT_METHOD_RULES: Readonly<Record<CheckoutMethod, CheckoutMethodRule>> = {
  CARD: { method: 'CARD', logo: 'CARD', flow: 'WINDOW', partialRefund: true, refundNeedsAccount: false },
  TRANSFER: {
    method: 'TRANSFER',
    logo: 'BANK',
    flow: 'WINDOW',
    partialRefund: true,
    refundNeedsAccount: false,
  },
  VIRTUAL_ACCOUNT: {
    method: 'VIRTUAL_ACCOUNT',
    logo: 'VA',
    flow: 'DEPOSIT',
    partialRefund: true,
    refundNeedsAccount: true,
  },
  MOBILE: {
    method: 'MOBILE',
    logo: 'PHONE',
    flow: 'WINDOW',
    partialRefund: false,
    refundNeedsAccount: false,
  },
  KAKAOPAY: {
    method: 'EASY_PAY',
    easyPay: 'KAKAOPAY',
    logo: 'kakao pay',
    flow: 'WINDOW',
    partialRefund: true,
    refundNeedsAccount: false,
  },
  NAVERPAY: {
    method: 'EASY_PAY',
    easyPay: 'NAVERPAY',
    logo: 'N pay',
    flow: 'WINDOW',
    partialRefund: true,
    refundNeedsAccount: false,
  },
  TOSSPAY: {
    method: 'EASY_PAY',
    easyPay: 'TOSSPAY',
    logo: 'toss pay',
    flow: 'WINDOW',
    partialRefund: true,
    refundNeedsAccount: false,
  },
  GIFT_CARD: {
    method: 'GIFT_CARD',
    logo: 'CULTURELAND',
    flow: 'WINDOW',
    partialRefund: false,
    refundNeedsAccount: false,
  },
};

/** The checkout choice a payment came from (the order records the family, the wallet beside it). */
export const checkoutMethodOf = (
  method: PaymentMethod,
  easyPay?: EasyPayProvider | null,
): CheckoutMethod | null =>
  CHECKOUT_METHODS.find((m) => {
    const rule = CHECKOUT_METHOD_RULES[m];
    return (
      rule.method === method && (rule.easyPay ?? null) === (method === 'EASY_PAY' ? (easyPay ?? null) : null)
    );
  }) ?? null;

/** Whether part of a payment by this method can go back through the provider (decided per family). */
export const allowsPartialRefund = (method: PaymentMethod): boolean =>
  CHECKOUT_METHODS.some(
    (m) => CHECKOUT_METHOD_RULES[m].method === method && CHECKOUT_METHOD_RULES[m].partialRefund,
  );

/** Whether a refund of a payment by this method goes back by bank transfer (so an account is asked). */
export const refundNeedsAccount = (method: PaymentMethod): boolean =>
  CHECKOUT_METHODS.some(
    (m) => CHECKOUT_METHOD_RULES[m].method === method && CHECKOUT_METHOD_RULES[m].refundNeedsAccount,
  );
