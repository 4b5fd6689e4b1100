import { DomainError } from '../../errors/domain-error';
import { validateAddress } from '../../limits/validate-address';
import { isJejuPostalCode } from '../../pricing/delivery-cost';
import { serviceCountryOfCurrency } from '../../service/service-country';
import { isAddressChangeable } from '../../stages/stage-rules';
import type { ChangeShippingAddress } from '../order.commands';
import { orderEvent, OrderEvent } from '../order.events';
import type { OrderState } from '../order.state';
import { invalid, requirePlaced, stageOf } from './guards';

export const decideChangeShippingAddress = (
  command: ChangeShippingAddress,
  state: OrderState,
): OrderEvent[] => {
  const order = requirePlaced(state);
  const stage = stageOf(order);
  if (!isAddressChangeable(stage)) {
    throw new DomainError(
      'ORDER.ADDRESS_NOT_CHANGEABLE',
      `Cannot change the address at ${stage ?? order.status}`,
    );
  }
  const { returnAddress } = command.data;
  const { currency } = order.order.pricing;
  // A Taiwan order ships within Taiwan, a Korean one within Korea.
  invalid(
    validateAddress(returnAddress, 'returnAddress.', serviceCountryOfCurrency(currency)),
    'The address is not valid',
  );
  // The delivery cost was fixed when the order was priced; moving into or out of Jeju would change it.
  if (isJejuPostalCode(returnAddress.postalCode, currency) !== order.order.pricing.isJeju) {
    throw new DomainError(
      'ORDER.DELIVERY_COST_CHANGES',
      'Moving into or out of Jeju changes the delivery cost',
    );
  }
  return [orderEvent('ShippingAddressChanged', { orderId: order.orderId, returnAddress })];
};
