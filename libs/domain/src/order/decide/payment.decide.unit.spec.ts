import { foldOrder } from '../order.evolve';
import { assertPayable } from './payment.decide';
import { orderEvent } from '../order.events';
import { given } from '../test-kit/given-when-then';
import { actors, command, gradingInput, NOW, ORDER_ID, paid, placed } from '../test-kit/fixtures';

const TOTAL = 62_400;
const DUE = '2026-11-25T14:59:59.000Z';
const issueVa = (dueAt = DUE) =>
  command(
    'IssueVirtualAccount',
    { bank: '국민', accountNumber: '12345678901234', holderName: 'SLABWORKS', dueAt },
    actors.system,
  );
const vaIssued = orderEvent('VirtualAccountIssued', {
  orderId: ORDER_ID,
  bank: '국민',
  accountNumber: '12345678901234',
  holderName: 'SLABWORKS',
  amount: TOTAL,
  dueAt: DUE,
});
const pay = (amount = TOTAL, method: 'CARD' | 'VIRTUAL_ACCOUNT' = 'CARD') =>
  command('CompletePayment', { method, amount, providerKey: 'pay-1' }, actors.system);
const failed = orderEvent('PaymentFailed', { orderId: ORDER_ID, reason: 'declined' });
const fail = command('FailPayment', { reason: 'declined' }, actors.member);
const expired = orderEvent('DepositDeadlineExpired', { orderId: ORDER_ID, dueAt: DUE });
const expire = (now = DUE) => command('ExpireDeposit', {}, actors.system, now);

describe('IssueVirtualAccount', () => {
  it('waits for the deposit', () => given(placed()).when(issueVa()).then([vaIssued]));
  it('may follow a failed payment', () => given(placed(), failed).when(issueVa()).then([vaIssued]));
  it('refuses a deadline in the past', () => given(placed()).when(issueVa(NOW)).then('ORDER.INVALID_DUE_AT'));
  it('refuses a paid order', () => given(paid()).when(issueVa()).then('ORDER.ALREADY_PAID'));
  it('refuses a second account', () => given(placed(), vaIssued).when(issueVa()).then('ORDER.NOT_PAYABLE'));
  it('refuses an unknown order', () => given().when(issueVa()).then('ORDER.NOT_FOUND'));
  it('refuses an operator', () =>
    given(placed())
      .when({ ...issueVa(), metadata: { now: NOW, actor: actors.operator } })
      .then('ORDER.ROLE_NOT_ALLOWED'));
});

describe('CompletePayment', () => {
  const started = (processingStatus: string) =>
    orderEvent('PaymentCompleted', {
      orderId: ORDER_ID,
      method: 'CARD',
      amount: TOTAL,
      providerKey: 'pay-1',
      processingStatus: processingStatus as 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
    });

  it('starts own-shipping processing', () =>
    given(placed())
      .when(pay())
      .then([started('OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION')]));
  it.each([
    ['BRG_SHIPPING', 'BRG_SHIPPING_BEFORE_PICKUP'],
    ['QUICK', 'QUICK_SHIPPING_BEFORE_PICKUP'],
    ['VISIT', 'VISIT_SHIPPING_BEFORE_PICKUP'],
  ] as const)('starts %s orders at %s', (shippingMethod, start) =>
    given(placed(gradingInput({ shippingMethod })))
      .when(pay())
      .then([started(start)]),
  );
  it('accepts the deposit', () =>
    expect(given(placed(), vaIssued).when(pay()).state().status).toBe('PROCESSING'));
  it('accepts a retry after failure', () =>
    expect(given(placed(), failed).when(pay()).state().status).toBe('PROCESSING'));
  it('refuses a wrong amount', () =>
    given(placed())
      .when(pay(TOTAL - 1))
      .then('ORDER.PAYMENT_AMOUNT_MISMATCH'));
  it('refuses a second payment', () => given(paid()).when(pay()).then('ORDER.ALREADY_PAID'));
  it('refuses after the deadline expired', () =>
    given(placed(), vaIssued, expired).when(pay()).then('ORDER.CANCELLED'));
  it('refuses a draft', () =>
    given(orderEvent('OrderDraftSaved', { orderId: ORDER_ID, memberId: 'member-1', draft: {} }))
      .when(pay())
      .then('ORDER.NOT_PLACED'));
  it("refuses another member's payment", () =>
    given(placed())
      .when({ ...pay(), metadata: { now: NOW, actor: actors.stranger } })
      .then('ORDER.NOT_OWNER'));
});

describe('FailPayment', () => {
  it('marks the failure', () => given(placed()).when(fail).then([failed]));
  it('accepts a repeated failure', () => given(placed(), failed).when(fail).then([failed]));
  it('refuses while waiting for a deposit', () =>
    given(placed(), vaIssued).when(fail).then('ORDER.NOT_PAYABLE'));
  it('refuses a paid order', () => given(paid()).when(fail).then('ORDER.ALREADY_PAID'));
});

describe('ExpireDeposit', () => {
  it('expires at the deadline', () => given(placed(), vaIssued).when(expire()).then([expired]));
  it('expires after the deadline', () =>
    given(placed(), vaIssued).when(expire('2026-11-26T00:00:00Z')).then([expired]));
  it('refuses before the deadline', () =>
    given(placed(), vaIssued).when(expire(NOW)).then('ORDER.DEPOSIT_NOT_DUE'));
  it('refuses a duplicate job', () =>
    given(placed(), vaIssued, expired).when(expire()).then('ORDER.NOT_WAITING_FOR_DEPOSIT'));
  it('refuses a paid deposit', () =>
    given(placed(), vaIssued, given(placed(), vaIssued).when(pay()).events())
      .when(expire())
      .then('ORDER.NOT_WAITING_FOR_DEPOSIT'));
  it('refuses a member', () =>
    given(placed(), vaIssued)
      .when({ ...expire(), metadata: { now: DUE, actor: actors.member } })
      .then('ORDER.ROLE_NOT_ALLOWED'));
});

describe('assertPayable (checked before the provider is called)', () => {
  const stateOf = (...events: Parameters<typeof foldOrder>[0]) => foldOrder(events);
  it('accepts a placed order either way', () => {
    expect(() => assertPayable(stateOf(...placed()), 'CompletePayment')).not.toThrow();
    expect(() => assertPayable(stateOf(...placed()), 'IssueVirtualAccount')).not.toThrow();
  });
  it('lets a card settle while a virtual account waits, but not a second account', () => {
    expect(() => assertPayable(stateOf(...placed(), vaIssued), 'CompletePayment')).not.toThrow();
    expect(() => assertPayable(stateOf(...placed(), vaIssued), 'IssueVirtualAccount')).toThrow(
      expect.objectContaining({ code: 'ORDER.NOT_PAYABLE' }),
    );
  });
  it('refuses what decide refuses', () => {
    expect(() => assertPayable(stateOf(...paid()), 'CompletePayment')).toThrow(
      expect.objectContaining({ code: 'ORDER.ALREADY_PAID' }),
    );
    expect(() => assertPayable(stateOf(...placed(), vaIssued, expired), 'CompletePayment')).toThrow(
      expect.objectContaining({ code: 'ORDER.CANCELLED' }),
    );
    expect(() => assertPayable(stateOf(), 'IssueVirtualAccount')).toThrow(
      expect.objectContaining({ code: 'ORDER.NOT_FOUND' }),
    );
  });
});
