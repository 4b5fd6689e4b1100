import type { ShippingMethod } from '@slabworks/domain';

export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'SELF_SHIPPING';

/** What the return address means for the chosen method (it is also where a pickup collects). */
export const addressHintKey = (method: ShippingMethod | undefined) =>
  method === 'BRG_SHIPPING' || method === 'QUICK'
    ? 'address.pickup'
    : method === 'VISIT'
      ? 'address.visit'
      : 'address.self-shipping';
