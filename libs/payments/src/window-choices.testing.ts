import {
  CHECKOUT_METHOD_RULES,
  CHECKOUT_METHODS,
  type CheckoutMethod,
  type CheckoutMethodRule,
} from '@slabworks/domain';
import type { PaymentMethod } from './payment-method';

/** A checkout choice paid in the provider's window: its rule, and the method the adapter is asked for. */
export interface WindowChoice {
  choice: Exclude<CheckoutMethod, 'VIRTUAL_ACCOUNT'>;
  rule: CheckoutMethodRule;
  method: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>;
}

/** Every choice but the virtual account, for the adapters' specs to pay and refund one by one. */
export const WINDOW_CHOICES: WindowChoice[] = CHECKOUT_METHODS.filter(
  (m): m is WindowChoice['choice'] => m !== 'VIRTUAL_ACCOUNT',
).map((choice) => {
  const rule = CHECKOUT_METHOD_RULES[choice];
  return { choice, rule, method: rule.method as WindowChoice['method'] };
});
