import { PAYMENT_METHODS, type PaymentMethod } from '@slabworks/domain';

// Spec §1: card, real-time transfer, virtual account, mobile, quick pay, two wallet apps, gift card
// and a messaging-app pay. The order records the method family; the wallet is a detail of EASY_PAY.
export { PAYMENT_METHODS, type PaymentMethod };

export const EASY_PAY_PROVIDERS = ['KAKAOPAY', 'NAVERPAY', 'TOSSPAY', 'PAYCO', 'SAMSUNGPAY'] as const;
export type EasyPayProvider = (typeof EASY_PAY_PROVIDERS)[number];

/** Methods settled at once (approval = payment); a virtual account is paid later by deposit. */
export const isImmediateMethod = (method: PaymentMethod): boolean => method !== 'VIRTUAL_ACCOUNT';
