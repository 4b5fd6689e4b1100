import { DomainError } from '../../errors/domain-error';
import { validateReturnCourier, validateShipment } from '../../limits/validate-shipment';
import { findCourier } from '../../shipping/couriers';
import { PICKUP_START_STATUSES } from '../../stages/processing-status';
import type {
  CompleteCasing,
  CompleteDelivery,
  CompletePickup,
  RegisterInboundShipment,
  ReceiveAtBranch,
  ReleaseFromWarehouse,
  SendToBranch,
  ShipIn,
  ShipOut,
  Warehouse,
} from '../order.commands';
import { orderEvent, OrderEvent } from '../order.events';
import type { OrderState } from '../order.state';
import { goesThroughBranch } from '../order.state';
import { invalid, requireStep } from './guards';
import { settledStatus } from './settled-status';

// Validated first, so the courier is in the table: events hold its code, whatever name was typed,
// and the tracking no. without the spaces around it.
const shipmentOf = (
  orderId: string,
  { courier, trackingNumber }: { courier: string; trackingNumber: string },
) => ({
  orderId,
  courier: findCourier(courier)?.code ?? courier.trim(),
  trackingNumber: trackingNumber.trim(),
});

// Own shipping: the member enters the courier and tracking no.; entering it again while SHIPPING_IN
// corrects it without moving processing.
export const decideRegisterInboundShipment = (
  command: RegisterInboundShipment,
  state: OrderState,
): OrderEvent[] => {
  if (PICKUP_START_STATUSES.includes(state.processingStatus as never)) {
    throw new DomainError('ORDER.NOT_SELF_SHIPPING', 'The cards are collected by pickup');
  }
  const order = requireStep(state, ['OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION', 'SHIPPING_IN']);
  invalid(validateShipment(command.data), 'The shipment is not valid');
  return [orderEvent('InboundShipmentRegistered', shipmentOf(order.orderId, command.data))];
};

export const decideCompletePickup = (_command: CompletePickup, state: OrderState): OrderEvent[] => [
  orderEvent('PickupCompleted', { orderId: requireStep(state, PICKUP_START_STATUSES).orderId }),
];

export const decideShipIn = (_command: ShipIn, state: OrderState): OrderEvent[] => [
  orderEvent('CardsShippedIn', { orderId: requireStep(state, ['SHIPPING_IN']).orderId }),
];

export const decideWarehouse = (_command: Warehouse, state: OrderState): OrderEvent[] => [
  orderEvent('CardsWarehoused', { orderId: requireStep(state, ['SHIPPING_IN_COMPLETE']).orderId }),
];

export const decideCompleteCasing = (_command: CompleteCasing, state: OrderState): OrderEvent[] => [
  orderEvent('CasingCompleted', { orderId: requireStep(state, ['CARD_SCORED']).orderId }),
];

// A Taiwan order leaves the head office for the branch; a Korean one never sees the branch.
export const decideReleaseFromWarehouse = (
  _command: ReleaseFromWarehouse,
  state: OrderState,
): OrderEvent[] => {
  const order = requireStep(state, ['CASING_COMPLETE']);
  if (goesThroughBranch(order))
    throw new DomainError('ORDER.GOES_THROUGH_BRANCH', 'A Taiwan order is sent to the Taiwan branch');
  return [orderEvent('WarehouseReleased', { orderId: order.orderId })];
};

export const decideSendToBranch = (_command: SendToBranch, state: OrderState): OrderEvent[] => {
  const order = requireStep(state, ['CASING_COMPLETE']);
  if (!goesThroughBranch(order))
    throw new DomainError('ORDER.NOT_A_BRANCH_ORDER', 'Only a Taiwan order goes through the branch');
  return [orderEvent('SentToBranch', { orderId: order.orderId, branch: 'TW' })];
};

export const decideReceiveAtBranch = (_command: ReceiveAtBranch, state: OrderState): OrderEvent[] => [
  orderEvent('ReceivedAtBranch', { orderId: requireStep(state, ['SENT_TO_BRANCH']).orderId, branch: 'TW' }),
];

// The branch ships a Taiwan order once it has it, with a Taiwan courier; the head office ships a
// Korean one once released, with a Korean courier.
export const decideShipOut = (command: ShipOut, state: OrderState): OrderEvent[] => {
  const viaBranch = goesThroughBranch(state);
  const order = requireStep(state, [viaBranch ? 'BRANCH_RECEIVED' : 'WAREHOUSE_OUT']);
  invalid(
    [
      ...validateShipment(command.data),
      ...validateReturnCourier(command.data.courier, viaBranch ? 'TW' : 'KR'),
    ],
    'The shipment is not valid',
  );
  return [orderEvent('ShippedOut', shipmentOf(order.orderId, command.data))];
};

// A refund-account problem outlives delivery: the status only settles once it is solved.
export const decideCompleteDelivery = (_command: CompleteDelivery, state: OrderState): OrderEvent[] => {
  const order = requireStep(state, ['SHIPPING_OUT']);
  const delivered = { ...order, processingStatus: 'SHIPPING_OUT_COMPLETE' as const };
  const orderStatus =
    order.status === 'WRONG_REFUND_ACCOUNT' ? order.status : (settledStatus(delivered) ?? order.status);
  return [orderEvent('DeliveryCompleted', { orderId: order.orderId, orderStatus })];
};
