import type { EventStore } from '@slabworks/event-store';
import { executeOrderCommand } from '@slabworks/order-commands';
import type { TestSession } from '../auth/testing';
import { EVENT_STORE } from '../event-store';
import { caller, memberWithPhotos, orderEvents, placedOrder } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import type { PaymentProvider } from '@slabworks/payments';
import { PAYMENT_PROVIDER } from './payment-provider.provider';

jest.setTimeout(120_000);

// Issue #31: one order, many payment attempts; the member is told why an attempt failed.
describe('payment attempts on one order', () => {
  const t = bootTestApp('payment-attempts', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let member: TestSession;

  beforeAll(async () => {
    member = await memberWithPhotos(t);
  });

  const as = () => caller(t, member);
  const pay = (orderId: string, body: object, lang = 'en') =>
    as()('POST', `/api/orders/${orderId}/payments`, body, { 'x-lang': lang });
  const sandboxCharges = async (orderId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM payment_sandbox.payments
          WHERE order_id = $1 AND method = 'CARD' AND status = 'DONE' AND balance > 0`,
        [orderId],
      )
    )[0].n as number;

  it.each([
    ['4000000000000002', 'CARD_DECLINED', 'REJECT_CARD_COMPANY', '카드사에서 결제를 거절했습니다'],
    ['4000000000009995', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_BALANCE', '잔액이 부족합니다'],
    ['4000000000000069', 'EXPIRED_CARD', 'INVALID_CARD_EXPIRATION', '유효기간'],
    ['4000000000009987', 'LIMIT_EXCEEDED', 'EXCEED_MAX_AMOUNT', '한도를 초과'],
    ['4111111111111111', 'CARD_DECLINED', 'INVALID_CARD_NUMBER', '카드사에서 결제를 거절했습니다'],
  ])(
    'card %s: 402 %s in the member language; the same order is then paid by another card',
    async (card, reason, code, words) => {
      const { orderId } = await placedOrder(t, member);
      const declined = await pay(orderId, { method: 'CARD', cardNumber: card }, 'ko');
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toMatchObject({
        code: 'PAYMENT.DECLINED',
        message: expect.stringContaining(words),
        data: { reason, providerCode: code },
      });
      await t.projections.settle();
      const detail = (await as()('GET', `/api/orders/${orderId}`)).json().data;
      expect(detail).toMatchObject({ status: 'PAYMENT_FAILED', paymentFailure: { reason } });
      expect(detail.allowedActions).toContain('PAY');
      expect(Date.parse(detail.payBy)).toBeGreaterThan(Date.now());

      const paid = await pay(orderId, { method: 'CARD', cardNumber: '5555555555554444' });
      expect([paid.statusCode, paid.json().data.status]).toEqual([200, 'PROCESSING']);
      const attempts: Array<{ outcome: string; reason: string | null; idempotency_key: string }> =
        await t.dataSource.query(
          `SELECT outcome, reason, idempotency_key FROM payment_charge_attempt WHERE order_id = $1 ORDER BY started_at`,
          [orderId],
        );
      expect(attempts.map((a) => [a.outcome, a.reason])).toEqual([
        ['DECLINED', reason],
        ['APPROVED', null],
      ]);
      expect(new Set(attempts.map((a) => a.idempotency_key)).size).toBe(2);
      expect(await sandboxCharges(orderId)).toBe(1);
    },
  );

  it("a payment window that came back failed is recorded with its reason, in the member's language", async () => {
    const { orderId } = await placedOrder(t, member);
    const failed = await as()(
      'POST',
      `/api/orders/${orderId}/payments/failures`,
      { providerCode: 'REJECT_CARD_COMPANY' },
      { 'x-lang': 'tw' },
    );
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toEqual({
      orderId,
      status: 'PAYMENT_FAILED',
      reason: 'CARD_DECLINED',
      providerCode: 'REJECT_CARD_COMPANY',
      message: expect.stringContaining('發卡機構拒絕'),
    });
    const closed = await as()('POST', `/api/orders/${orderId}/payments/failures`, {
      providerCode: 'PAY_PROCESS_CANCELED',
    });
    expect(closed.json().data).toMatchObject({ reason: 'PAYMENT_CANCELLED', status: 'PAYMENT_FAILED' });
    const bad = await as()('POST', `/api/orders/${orderId}/payments/failures`, { providerCode: '<script>' });
    expect([bad.statusCode, bad.json().data.fields[0].field]).toEqual([400, 'providerCode']);
    expect((await pay(orderId, { method: 'CARD' })).statusCode).toBe(200);
    const paid = await as()('POST', `/api/orders/${orderId}/payments/failures`, {
      providerCode: 'REJECT_CARD_COMPANY',
    });
    expect([paid.statusCode, paid.json().code]).toEqual([409, 'ORDER.ALREADY_PAID']);
  });

  it('provider unavailable: 402 PROVIDER_UNAVAILABLE, nothing booked, the order stays payable', async () => {
    const { orderId } = await placedOrder(t, member);
    const down = await pay(orderId, { method: 'CARD', cardNumber: '4000000000000119' });
    expect(down.statusCode).toBe(402);
    expect(down.json()).toMatchObject({
      code: 'PAYMENT.DECLINED',
      message: expect.stringContaining('not answering'),
      data: { reason: 'PROVIDER_UNAVAILABLE', providerCode: null },
    });
    expect(await orderEvents(t, orderId, 'PaymentFailed')).toHaveLength(0);
    expect((await pay(orderId, { method: 'CARD' })).statusCode).toBe(200);
  });

  it('a declined card, then a virtual account for the same order', async () => {
    const { orderId } = await placedOrder(t, member);
    expect((await pay(orderId, { method: 'CARD', cardNumber: '4000000000000002' })).statusCode).toBe(402);
    const va = await pay(orderId, { method: 'VIRTUAL_ACCOUNT' });
    expect([va.statusCode, va.json().data.status]).toEqual([200, 'WAITING_FOR_DEPOSIT']);
  });

  it('an expired unpaid order is refused with a clear message and charges nothing', async () => {
    const { orderId } = await placedOrder(t, member);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const later = () => new Date(Date.now() + 25 * 3_600_000);
    await executeOrderCommand(
      store,
      {
        orderId,
        commandId: crypto.randomUUID(),
        actor: { id: 'sweeper', role: 'SYSTEM' },
        correlationId: 'test',
      },
      () => ({ type: 'ExpireUnpaidOrder', data: {} }),
      { clock: later },
    );
    const refused = await pay(orderId, { method: 'CARD' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ORDER.CANCELLED']);
    expect(refused.json().message).toMatch(/cancelled|expired/i);
    expect(await sandboxCharges(orderId)).toBe(0);
  });

  it('20 payments racing on one order: one charge kept, one PaymentCompleted, the rest refused', async () => {
    const { orderId } = await placedOrder(t, member);
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(orderId, { method: 'CARD' })));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : `${a.statusCode} ${a.json().code}`));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    for (const c of codes.filter((c) => c !== 'OK'))
      expect(['409 PAYMENT.ATTEMPT_IN_PROGRESS', '409 ORDER.ALREADY_PAID']).toContain(c);
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(1);
    expect(await sandboxCharges(orderId)).toBe(1);
    const refusal = answers.find((a) => a.json().code === 'PAYMENT.ATTEMPT_IN_PROGRESS');
    if (refusal) expect(refusal.json().message).toContain('already in progress');
  });

  it('a charge that succeeds after the order was paid another way is refunded at once, never kept', async () => {
    const { orderId, totalAmount } = await placedOrder(t, member);
    const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    const charge = provider.charge.bind(provider);
    // The provider approves, but meanwhile a deposit paid the order (the attempt's success is late).
    const spy = jest.spyOn(provider, 'charge').mockImplementationOnce(async (request) => {
      const approved = await charge(request);
      await executeOrderCommand(
        t.app.get<EventStore>(EVENT_STORE),
        {
          orderId,
          commandId: crypto.randomUUID(),
          actor: { id: 'webhook', role: 'SYSTEM' },
          correlationId: 'test',
        },
        () => ({
          type: 'CompletePayment',
          data: { method: 'VIRTUAL_ACCOUNT', amount: totalAmount, providerKey: 'deposit-1' },
        }),
      );
      return approved;
    });
    const late = await pay(orderId, { method: 'CARD' });
    spy.mockRestore();
    expect([late.statusCode, late.json().code]).toEqual([409, 'ORDER.ALREADY_PAID']);
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(1);
    expect(await sandboxCharges(orderId)).toBe(0); // the card charge was reversed
    const flags = await t.dataSource.query(
      `SELECT kind, refund_status FROM payment_flag WHERE order_id = $1`,
      [orderId],
    );
    expect(flags).toEqual([{ kind: 'UNBOOKED_CHARGE', refund_status: 'REFUNDED' }]);
  });
});
