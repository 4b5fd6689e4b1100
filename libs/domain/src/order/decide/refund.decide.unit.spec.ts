import { orderEvent } from '../order.events';
import { given } from '../test-kit/given-when-then';
import {
  actors,
  advanceUntil,
  command,
  gradingInput,
  ORDER_ID,
  paid,
  paidAt,
  placed,
  run,
} from '../test-kit/fixtures';

const TOTAL = 62_400;
const op = actors.operator;
const account = { bank: '국민', accountNumber: '12345678901234', holderName: '김민수' };
const register = (data = account) => command('RegisterRefundAccount', data, actors.member);
const requestCancel = (itemIds = ['L1-2']) =>
  command('RequestPartialCancel', { itemIds, reason: '판정 불가' }, actors.member);
const completeCancel = command('CompletePartialCancel', {}, op);
const refund = (amount: number) => command('IssueRefund', { amount }, op);
const reject = (refundId?: string) =>
  command('RejectRefundWrongAccount', { refundId, reason: '예금주 불일치' }, actors.system);
const ungradable = { results: { 'L1-2': 'UNGRADABLE_B3' as const } };
const graded = (method: 'CARD' | 'VIRTUAL_ACCOUNT' | 'MOBILE' | 'GIFT_CARD' | 'EASY_PAY' = 'CARD') =>
  advanceUntil(paid(gradingInput(), method), 'CARD_CORRESPOND_CHECKED', ungradable);
const partiallyCancelled = (method: 'CARD' | 'VIRTUAL_ACCOUNT' = 'CARD') =>
  run([requestCancel(), completeCancel], graded(method));

describe('RegisterRefundAccount', () => {
  it('stores the account', () =>
    given(paid())
      .when(register())
      .then([
        orderEvent('RefundAccountRegistered', { orderId: ORDER_ID, ...account, orderStatus: 'PROCESSING' }),
      ]));
  it('refuses dashes in the account number', () =>
    given(paid())
      .when(register({ ...account, accountNumber: '123-456' }))
      .then('ORDER.INVALID'));
  it('refuses an unpaid order', () => given(placed()).when(register()).then('ORDER.NOT_PAID'));
  it('settles a wrong-account order', () => {
    const bounced = run([register(), refund(19_800), reject()], partiallyCancelled('VIRTUAL_ACCOUNT'));
    expect(given(bounced).when(register()).state().status).toBe('COMPLETE_PARTIAL_CANCELED');
  });
});

describe('RequestPartialCancel', () => {
  // The request for the ungradable L1-2 at its price, as the decider records it.
  const cancelRequested = (overrides: { reason?: string; trackingNumber?: string } = {}) =>
    orderEvent('PartialCancelRequested', {
      orderId: ORDER_ID,
      itemIds: ['L1-2'],
      amount: 19_800,
      reason: '판정 불가',
      ...overrides,
    });
  it('asks to cancel ungradable cards for their price', () =>
    given(graded()).when(requestCancel()).then([cancelRequested()]));
  it('refuses a gradable card', () =>
    given(graded())
      .when(requestCancel(['L1-1']))
      .then('ORDER.ITEM_NOT_UNGRADABLE'));
  it('refuses an unknown card', () =>
    given(graded())
      .when(requestCancel(['X-1']))
      .then('ORDER.UNKNOWN_ITEM'));
  it('refuses no cards', () => given(graded()).when(requestCancel([])).then('ORDER.INVALID'));
  it('refuses while another is pending', () =>
    given(run([requestCancel()], graded()))
      .when(requestCancel())
      .then('ORDER.PARTIAL_CANCEL_PENDING'));
  it.each(['MOBILE', 'GIFT_CARD'] as const)('refuses part of a %s payment (whole refunds only)', (method) =>
    given(graded(method)).when(requestCancel()).then('ORDER.PARTIAL_REFUND_NOT_SUPPORTED'),
  );
  it('takes part of a quick-pay payment', () =>
    expect(given(graded('EASY_PAY')).when(requestCancel()).events()[0]?.type).toBe('PartialCancelRequested'));
  it('refuses a card cancelled before', () =>
    given(partiallyCancelled()).when(requestCancel()).then('ORDER.ITEM_ALREADY_CANCELLED'));
  it('refuses before the refundable stages', () =>
    given(paidAt('SHIPPING_IN')).when(requestCancel()).then('ORDER.NOT_REFUNDABLE'));
  it('refuses an unpaid order', () => given(placed()).when(requestCancel()).then('ORDER.NOT_PAID'));
  it('refuses a cancelled order', () =>
    given(paid(), orderEvent('OrderCancelled', { orderId: ORDER_ID, reason: 'x', cancelledBy: 'MEMBER' }))
      .when(requestCancel())
      .then('ORDER.CANCELLED'));
  // Spec §4: after shipping, the tracking number first.
  const shippedBack = () => advanceUntil(paid(gradingInput()), 'SHIPPING_OUT', ungradable);
  it('asks a member for the tracking number once the cards are shipped back', () =>
    given(shippedBack()).when(requestCancel()).then('ORDER.INVALID'));
  it('says which field is missing after shipping', () =>
    expect(given(shippedBack()).when(requestCancel()).failsWith('ORDER.INVALID').fieldErrors).toEqual([
      { field: 'trackingNumber', rule: 'required' },
    ]));
  it('keeps the tracking number with a request after shipping', () =>
    given(shippedBack())
      .when(
        command(
          'RequestPartialCancel',
          { itemIds: ['L1-2'], reason: '', trackingNumber: ' 998877 ' },
          actors.member,
        ),
      )
      .then([cancelRequested({ reason: '', trackingNumber: '998877' })]));
  it('lets staff request it after shipping without one', () =>
    given(shippedBack())
      .when(command('RequestPartialCancel', { itemIds: ['L1-2'], reason: '판정 불가' }, op))
      .then([cancelRequested()]));
  it('refuses while the refund account is wrong', () =>
    given(run([register(), refund(19_800), reject()], partiallyCancelled('VIRTUAL_ACCOUNT')))
      .when(requestCancel(['L1-1']))
      .then('ORDER.REFUND_ACCOUNT_REJECTED'));
});

describe('CompletePartialCancel', () => {
  it('completes the pending cancel', () =>
    given(run([requestCancel()], graded()))
      .when(completeCancel)
      .then([
        orderEvent('PartialCancelCompleted', { orderId: ORDER_ID, itemIds: ['L1-2'], amount: 19_800 }),
      ]));
  it('refuses with nothing pending', () =>
    given(graded()).when(completeCancel).then('ORDER.NO_PARTIAL_CANCEL_PENDING'));
});

describe('IssueRefund', () => {
  it('refunds a completed partial cancel and keeps the status', () =>
    given(partiallyCancelled())
      .when(refund(19_800))
      .then([
        orderEvent('RefundIssued', {
          orderId: ORDER_ID,
          refundId: 'R1',
          amount: 19_800,
          method: 'ORIGINAL_PAYMENT',
          account: null,
          orderStatus: 'COMPLETE_PARTIAL_CANCELED',
        }),
      ]));
  it('may refund in parts', () =>
    expect(
      given(run([refund(800)], partiallyCancelled()))
        .when(refund(19_000))
        .state().refundedAmount,
    ).toBe(19_800));
  it('refuses more than is owed', () =>
    given(partiallyCancelled()).when(refund(19_801)).then('ORDER.REFUND_EXCEEDS_REFUNDABLE'));
  it('refuses zero', () => given(partiallyCancelled()).when(refund(0)).then('ORDER.REFUND_AMOUNT_INVALID'));
  it('refuses when nothing is owed', () => given(graded()).when(refund(100)).then('ORDER.NOTHING_TO_REFUND'));
  it('refuses outside the refundable stages', () =>
    given(paidAt('SHIPPING_IN')).when(refund(100)).then('ORDER.NOT_REFUNDABLE'));
  it('refuses an unpaid order', () => given(placed()).when(refund(100)).then('ORDER.NOT_PAID'));
  it('needs an account for a deposit', () =>
    given(partiallyCancelled('VIRTUAL_ACCOUNT')).when(refund(19_800)).then('ORDER.REFUND_ACCOUNT_REQUIRED'));
  it('waits for a new account after a bounce', () =>
    given(run([register(), refund(19_800), reject()], partiallyCancelled('VIRTUAL_ACCOUNT')))
      .when(refund(19_800))
      .then('ORDER.REFUND_ACCOUNT_REJECTED'));
  it('re-sends the refund after a new account', () => {
    const history = run(
      [register(), refund(19_800), reject(), register()],
      partiallyCancelled('VIRTUAL_ACCOUNT'),
    );
    expect(given(history).when(refund(19_800)).state()).toMatchObject({
      refundedAmount: 19_800,
      status: 'COMPLETE_PARTIAL_CANCELED',
    });
  });
  it('makes the order REFUNDED when everything paid is back', () => {
    const cancelledUnrefunded = run(
      [
        command('RegisterRefundAccount', account, actors.member),
        command('CancelOrder', { reason: 'x' }, actors.member),
        reject(),
      ],
      paid(gradingInput(), 'VIRTUAL_ACCOUNT'),
    );
    const history = run([register()], cancelledUnrefunded);
    expect(given(history).when(refund(TOTAL)).state().status).toBe('REFUNDED');
  });
});

describe('RejectRefundWrongAccount', () => {
  const bankRefunded = () => run([register(), refund(19_800)], partiallyCancelled('VIRTUAL_ACCOUNT'));
  it('bounces the latest bank refund', () =>
    given(bankRefunded())
      .when(reject())
      .then([
        orderEvent('RefundRejectedWrongAccount', {
          orderId: ORDER_ID,
          refundId: 'R1',
          amount: 19_800,
          reason: '예금주 불일치',
        }),
      ]));
  it('puts the money back as owed', () =>
    expect(given(bankRefunded()).when(reject('R1')).state()).toMatchObject({
      status: 'WRONG_REFUND_ACCOUNT',
      refundedAmount: 0,
    }));
  it('refuses a card refund', () =>
    given(run([refund(19_800)], partiallyCancelled()))
      .when(reject('R1'))
      .then('ORDER.REFUND_NOT_BANK_TRANSFER'));
  it('refuses twice', () =>
    given(run([reject()], bankRefunded()))
      .when(reject('R1'))
      .then('ORDER.REFUND_ALREADY_REJECTED'));
  it('refuses with no refund', () => given(paid()).when(reject()).then('ORDER.REFUND_NOT_FOUND'));
  it('requires a reason', () =>
    given(bankRefunded())
      .when(command('RejectRefundWrongAccount', { reason: '' }, op))
      .then('ORDER.REASON_REQUIRED'));
});
