import fc from 'fast-check';
import { isDomainError } from '../../errors/domain-error';
import { decide } from '../order.decide';
import { orderEvent } from '../order.events';
import { foldOrder } from '../order.evolve';
import { given } from '../test-kit/given-when-then';
import { actors, command, NOW, ORDER_ID, placeOrder, run } from '../test-kit/fixtures';

const PAY_BY = '2026-11-23T03:00:00.000Z'; // NOW + 24 h
const placedToPay = () => {
  const placing = placeOrder();
  return run([{ ...placing, data: { ...placing.data, payBy: PAY_BY } }]);
};
const expire = (now = PAY_BY) => command('ExpireUnpaidOrder', {}, actors.system, now);
const expired = orderEvent('UnpaidOrderExpired', { orderId: ORDER_ID, payBy: PAY_BY });
const failed = orderEvent('PaymentFailed', { orderId: ORDER_ID, reason: 'CARD_DECLINED' });

describe('ExpireUnpaidOrder', () => {
  it('keeps payBy from OrderPlaced', () => expect(foldOrder(placedToPay()).payBy).toBe(PAY_BY));
  it('expires a placed order nobody paid, at payBy', () =>
    given(placedToPay()).when(expire()).then([expired]));
  it('expires after failed attempts too', () => given(placedToPay(), failed).when(expire()).then([expired]));
  it('ends as DEADLINE_EXPIRED, which takes no payment', () => {
    const after = given(placedToPay()).when(expire()).state();
    expect(after.status).toBe('DEADLINE_EXPIRED');
    given(placedToPay(), expired)
      .when(command('CompletePayment', { method: 'CARD', amount: 62_400, providerKey: 'k' }, actors.member))
      .then('ORDER.CANCELLED');
  });
  it('refuses before payBy', () => given(placedToPay()).when(expire(NOW)).then('ORDER.PAYMENT_NOT_DUE'));
  it('refuses an order placed without a deadline', () =>
    given(run([placeOrder()]))
      .when(expire())
      .then('ORDER.NOT_AWAITING_PAYMENT'));
  it('refuses an order waiting for a deposit (its own deadline applies)', () =>
    given(
      placedToPay(),
      orderEvent('VirtualAccountIssued', {
        orderId: ORDER_ID,
        bank: '국민',
        accountNumber: '1',
        holderName: 'S',
        amount: 62_400,
        dueAt: PAY_BY,
      }),
    )
      .when(expire())
      .then('ORDER.NOT_AWAITING_PAYMENT'));
  it('refuses a paid order', () =>
    given(
      placedToPay(),
      orderEvent('PaymentCompleted', {
        orderId: ORDER_ID,
        method: 'CARD',
        amount: 62_400,
        providerKey: 'k',
        processingStatus: 'OWN_SHIPPING_BEFORE_INSERT_INVOICE_INFORMATION',
      }),
    )
      .when(expire())
      .then('ORDER.NOT_AWAITING_PAYMENT'));
  it('refuses a member', () =>
    given(placedToPay())
      .when({ ...expire(), metadata: { now: PAY_BY, actor: actors.member } })
      .then('ORDER.ROLE_NOT_ALLOWED'));
  it('refuses a payBy that is not in the future at placing', () => {
    const placing = placeOrder();
    given()
      .when({ ...placing, data: { ...placing.data, payBy: NOW } })
      .then('ORDER.INVALID_DUE_AT');
  });

  it('expires exactly when now ≥ payBy, whatever the failed attempts before', () =>
    fc.assert(
      fc.property(fc.integer({ min: -48, max: 48 }), fc.nat(3), (offsetHours, failures) => {
        const history = [...placedToPay(), ...Array.from({ length: failures }, () => failed)];
        const now = new Date(Date.parse(PAY_BY) + offsetHours * 3_600_000).toISOString();
        let events: unknown[] | null = null;
        try {
          events = decide(expire(now), foldOrder(history));
        } catch (error) {
          if (!isDomainError(error)) throw error;
          expect(error.code).toBe('ORDER.PAYMENT_NOT_DUE');
        }
        expect(events !== null).toBe(offsetHours >= 0);
      }),
    ));
});
