import { orderEvent } from '../order.events';
import { given } from '../test-kit/given-when-then';
import { actors, address, command, gradingInput, ORDER_ID, paid, paidAt, placed } from '../test-kit/fixtures';

const change = (returnAddress = address('04524'), actor = actors.member) =>
  command('ChangeShippingAddress', { returnAddress }, actor);

describe('ChangeShippingAddress', () => {
  it('changes the return address before payment', () =>
    given(placed())
      .when(change())
      .then([orderEvent('ShippingAddressChanged', { orderId: ORDER_ID, returnAddress: address('04524') })]));
  it('changes it while grading', () =>
    expect(given(paidAt('VSC_CHECKED')).when(change()).state().returnAddress?.postalCode).toBe('04524'));
  it('lets an operator change it', () =>
    expect(
      given(paid())
        .when(change(address('04524'), actors.operator))
        .events(),
    ).toHaveLength(1));
  it('refuses once grading is complete', () =>
    given(paidAt('CARD_SCORED')).when(change()).then('ORDER.ADDRESS_NOT_CHANGEABLE'));
  it('refuses a cancelled order', () =>
    given(placed(), orderEvent('OrderCancelled', { orderId: ORDER_ID, reason: 'x', cancelledBy: 'MEMBER' }))
      .when(change())
      .then('ORDER.ADDRESS_NOT_CHANGEABLE'));
  it('refuses an incomplete address', () =>
    given(placed())
      .when(change({ ...address(), recipient: '' }))
      .then('ORDER.INVALID'));
  it('refuses a move into Jeju (delivery cost is fixed)', () =>
    given(paid())
      .when(change(address('63100')))
      .then('ORDER.DELIVERY_COST_CHANGES'));
  it('accepts a move within Jeju', () =>
    expect(
      given(paid(gradingInput({ returnAddress: address('63100') })))
        .when(change(address('63500')))
        .events(),
    ).toHaveLength(1));
  it("refuses another member's order", () =>
    given(placed()).when(change(address(), actors.stranger)).then('ORDER.NOT_OWNER'));
});
