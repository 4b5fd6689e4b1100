import { ProcessingStatus } from '../../stages/processing-status';
import type { OrderCommand } from '../order.commands';
import { orderEvent, OrderEventType } from '../order.events';
import { given } from '../test-kit/given-when-then';
import { actors, command, gradingInput, ORDER_ID, paid, paidAt, placed } from '../test-kit/fixtures';

const op = actors.operator;
const inbound = (trackingNumber = '123456789012') =>
  command('RegisterInboundShipment', { courier: 'CJ', trackingNumber }, actors.member);

// The steps that take no input: [command, step it needs, event it yields]
const STEPS: [OrderCommand, ProcessingStatus, OrderEventType][] = [
  [command('ShipIn', {}, op), 'SHIPPING_IN', 'CardsShippedIn'],
  [command('Warehouse', {}, op), 'SHIPPING_IN_COMPLETE', 'CardsWarehoused'],
  [command('CheckVsc', {}, op), 'CARD_CORRESPOND_CHECKED', 'VscChecked'],
  [command('CheckDefects', {}, op), 'VSC_CHECKED', 'DefectsChecked'],
  [command('CompleteCasing', {}, op), 'CARD_SCORED', 'CasingCompleted'],
  [command('ReleaseFromWarehouse', {}, op), 'CASING_COMPLETE', 'WarehouseReleased'],
];

describe.each(STEPS)('%o', (cmd, from, type) => {
  it(`moves on from ${from}`, () =>
    given(paidAt(from))
      .when(cmd)
      .then([{ type, schemaVersion: 1, data: { orderId: ORDER_ID } } as never]));
  it('refuses to skip a step', () => given(paid()).when(cmd).then('ORDER.STEP_OUT_OF_ORDER'));
  it('refuses to go back', () => given(paidAt('SHIPPING_OUT')).when(cmd).then('ORDER.STEP_OUT_OF_ORDER'));
  it('refuses an unpaid order', () => given(placed()).when(cmd).then('ORDER.NOT_PAID'));
  it('refuses a member', () =>
    given(paidAt(from))
      .when({ ...cmd, metadata: { ...cmd.metadata, actor: actors.member } })
      .then('ORDER.ROLE_NOT_ALLOWED'));
});

describe('RegisterInboundShipment', () => {
  it('moves own shipping to SHIPPING_IN', () =>
    given(paid())
      .when(inbound())
      .then([
        orderEvent('InboundShipmentRegistered', {
          orderId: ORDER_ID,
          courier: 'CJ',
          trackingNumber: '123456789012',
        }),
      ]));
  it('corrects the tracking no. while SHIPPING_IN', () =>
    expect(given(paidAt('SHIPPING_IN')).when(inbound('777')).state()).toMatchObject({
      processingStatus: 'SHIPPING_IN',
      inbound: { trackingNumber: '777' },
    }));
  it('stores the code of a courier entered by name', () =>
    expect(
      given(paid())
        .when(command('RegisterInboundShipment', { courier: '한진택배', trackingNumber: '1' }, actors.member))
        .state(),
    ).toMatchObject({ inbound: { courier: 'HANJIN' } }));
  it('refuses a courier outside the table', () =>
    given(paid())
      .when(
        command('RegisterInboundShipment', { courier: 'Pony Express', trackingNumber: '1' }, actors.member),
      )
      .then('ORDER.INVALID'));
  it('refuses a tracking no. over 200 characters', () =>
    given(paid())
      .when(inbound('1'.repeat(201)))
      .then('ORDER.INVALID'));
  it('refuses a pickup order', () =>
    given(paid(gradingInput({ shippingMethod: 'BRG_SHIPPING' })))
      .when(inbound())
      .then('ORDER.NOT_SELF_SHIPPING'));
  it('refuses after the cards arrived', () =>
    given(paidAt('SHIPPING_IN_COMPLETE')).when(inbound()).then('ORDER.STEP_OUT_OF_ORDER'));
  it('refuses a cancelled order', () =>
    given(paid(), orderEvent('OrderCancelled', { orderId: ORDER_ID, reason: 'x', cancelledBy: 'MEMBER' }))
      .when(inbound())
      .then('ORDER.CANCELLED'));
  it('refuses an unpaid order', () => given(placed()).when(inbound()).then('ORDER.NOT_PAID'));
});

describe('CompletePickup', () => {
  const pickup = command('CompletePickup', {}, op);
  it('moves a pickup order to SHIPPING_IN', () =>
    given(paid(gradingInput({ shippingMethod: 'QUICK' })))
      .when(pickup)
      .then([orderEvent('PickupCompleted', { orderId: ORDER_ID })]));
  it('refuses an own-shipping order', () => given(paid()).when(pickup).then('ORDER.STEP_OUT_OF_ORDER'));
});

describe('ShipOut', () => {
  const shipOut = (trackingNumber = '998877') => command('ShipOut', { courier: 'CJ', trackingNumber }, op);
  it('records the outbound tracking no.', () =>
    given(paidAt('WAREHOUSE_OUT'))
      .when(shipOut())
      .then([orderEvent('ShippedOut', { orderId: ORDER_ID, courier: 'CJ', trackingNumber: '998877' })]));
  it('requires a tracking no.', () => given(paidAt('WAREHOUSE_OUT')).when(shipOut('')).then('ORDER.INVALID'));
  it('refuses before release', () =>
    given(paidAt('CASING_COMPLETE')).when(shipOut()).then('ORDER.STEP_OUT_OF_ORDER'));
});

describe('CompleteDelivery', () => {
  const deliver = command('CompleteDelivery', {}, op);
  it('completes the order', () =>
    given(paidAt('SHIPPING_OUT'))
      .when(deliver)
      .then([orderEvent('DeliveryCompleted', { orderId: ORDER_ID, orderStatus: 'COMPLETE' })]));
  it('may come from the courier (SYSTEM)', () =>
    expect(
      given(paidAt('SHIPPING_OUT'))
        .when({ ...deliver, metadata: { ...deliver.metadata, actor: actors.system } })
        .state().status,
    ).toBe('COMPLETE'));
  it('refuses twice', () =>
    given(paidAt('SHIPPING_OUT_COMPLETE')).when(deliver).then('ORDER.STEP_OUT_OF_ORDER'));
});
