import type { CheckoutMethod } from '@slabworks/domain';

// What the checkout's payment step holds; the card number starts as the sandbox's approved test card.
// The methods and their rules are libs' (CHECKOUT_METHODS), the same list the api takes.
export type CheckoutPaymentMethod = CheckoutMethod;

export interface PaymentValues {
  paymentMethod: CheckoutPaymentMethod;
  cardNumber: string;
}

export const SANDBOX_CARD = '4242 4242 4242 4242';
export const paymentDefaults: PaymentValues = { paymentMethod: 'CARD', cardNumber: SANDBOX_CARD };

/** A change of the payment step alone: the price stays, and a placed order stays the one to pay. */
export const changesPaymentOnly = (changed: object): boolean => {
  const keys = Object.keys(changed);
  return keys.length > 0 && keys.every((key) => key === 'paymentMethod' || key === 'cardNumber');
};
