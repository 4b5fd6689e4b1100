import { orderEvent } from '../order.events';
import { given } from '../test-kit/given-when-then';
import { actors, command, gradingInput, ORDER_ID, paid, paidAt, placed } from '../test-kit/fixtures';

const TOTAL = 62_400;
const cancel = (
  data: { reason: string; refundAccount?: { bank: string; accountNumber: string; holderName: string } } = {
    reason: '단순 변심',
  },
  actor = actors.member,
) => command('CancelOrder', data, actor);
const cancelled = (by: 'MEMBER' | 'OPERATOR' = 'MEMBER') =>
  orderEvent('OrderCancelled', { orderId: ORDER_ID, reason: '단순 변심', cancelledBy: by });
const account = { bank: '국민', accountNumber: '12345678901234', holderName: '김민수' };
const vaWaiting = orderEvent('VirtualAccountIssued', {
  orderId: ORDER_ID,
  bank: '국민',
  accountNumber: '999',
  holderName: 'SLABWORKS',
  amount: TOTAL,
  dueAt: '2026-11-25T00:00:00Z',
});

describe('CancelOrder', () => {
  it('cancels an unpaid order without a refund', () => given(placed()).when(cancel()).then([cancelled()]));
  it('cancels while waiting for the deposit', () =>
    given(placed(), vaWaiting).when(cancel()).then([cancelled()]));
  it('lets an operator cancel', () =>
    given(placed())
      .when(cancel(undefined, actors.operator))
      .then([cancelled('OPERATOR')]));

  it('refunds a card payment in the same decision', () =>
    given(paid())
      .when(cancel())
      .then([
        cancelled(),
        orderEvent('RefundIssued', {
          orderId: ORDER_ID,
          refundId: 'R1',
          amount: TOTAL,
          method: 'ORIGINAL_PAYMENT',
          account: null,
          orderStatus: 'REFUNDED',
        }),
      ]));

  it('refunds a deposit to the account given with the cancel', () =>
    given(paid(gradingInput(), 'VIRTUAL_ACCOUNT'))
      .when(cancel({ reason: '단순 변심', refundAccount: account }))
      .then([
        orderEvent('RefundAccountRegistered', { orderId: ORDER_ID, ...account, orderStatus: 'PROCESSING' }),
        cancelled(),
        orderEvent('RefundIssued', {
          orderId: ORDER_ID,
          refundId: 'R1',
          amount: TOTAL,
          method: 'BANK_TRANSFER',
          account,
          orderStatus: 'REFUNDED',
        }),
      ]));

  it('is still cancellable while SHIPPING_IN', () =>
    expect(given(paidAt('SHIPPING_IN')).when(cancel()).state()).toMatchObject({
      status: 'REFUNDED',
      cancelled: true,
    }));
  it('is cancellable before pickup', () =>
    expect(
      given(paid(gradingInput({ shippingMethod: 'VISIT' })))
        .when(cancel())
        .state().refundedAmount,
    ).toBe(TOTAL));
  it('refuses a deposit refund with no account', () =>
    given(paid(gradingInput(), 'VIRTUAL_ACCOUNT')).when(cancel()).then('ORDER.REFUND_ACCOUNT_REQUIRED'));
  it('refuses once the cards arrived', () =>
    given(paidAt('SHIPPING_IN_COMPLETE')).when(cancel()).then('ORDER.NOT_CANCELLABLE'));
  it('refuses during grading', () =>
    given(paidAt('VSC_CHECKED')).when(cancel()).then('ORDER.NOT_CANCELLABLE'));
  it('refuses twice', () => given(placed(), cancelled()).when(cancel()).then('ORDER.ALREADY_CANCELLED'));
  it('refuses an expired deposit', () =>
    given(
      placed(),
      vaWaiting,
      orderEvent('DepositDeadlineExpired', { orderId: ORDER_ID, dueAt: '2026-11-25T00:00:00Z' }),
    )
      .when(cancel())
      .then('ORDER.ALREADY_CANCELLED'));
  it('requires a reason', () =>
    given(placed())
      .when(cancel({ reason: ' ' }))
      .then('ORDER.REASON_REQUIRED'));
  it("refuses another member's order", () =>
    given(placed()).when(cancel(undefined, actors.stranger)).then('ORDER.NOT_OWNER'));
  it('refuses a draft', () =>
    given(orderEvent('OrderDraftSaved', { orderId: ORDER_ID, memberId: actors.member.id, draft: {} }))
      .when(cancel())
      .then('ORDER.NOT_PLACED'));
});
