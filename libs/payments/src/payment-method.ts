import {
  EASY_PAY_PROVIDERS,
  PAYMENT_METHODS,
  type EasyPayProvider,
  type PaymentMethod,
} from '@slabworks/domain';

// Spec §1: card, real-time transfer, virtual account, mobile, quick pay, two wallet apps, gift card
// and a messaging-app pay. The order records the method family; the wallet is a detail of EASY_PAY.
// The checkout's list and each method's refund rules: @slabworks/domain (CHECKOUT_METHOD_RULES).
export { EASY_PAY_PROVIDERS, PAYMENT_METHODS, type EasyPayProvider, type PaymentMethod };

/** Methods settled at once (approval = payment); a virtual account is paid later by deposit. */
export const isImmediateMethod = (method: PaymentMethod): boolean => method !== 'VIRTUAL_ACCOUNT';
