import type { TestSession } from '../auth/testing';
import { caller, memberWithPhotos, placedOrder } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { sandboxWindowPays } from './testing/sandbox-provider.testing';

jest.setTimeout(120_000);

// Issue #31: each payment-window attempt has its own provider order id (Toss refuses a second
// payment under one orderId); the return names it, and it must be an attempt of that order.
describe('payment window attempts', () => {
  const t = bootTestApp('payment-window-attempts', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let member: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    member = await memberWithPhotos(t);
    other = await memberWithPhotos(t);
  });

  const open = (who: TestSession, orderId: string, lang = 'en') =>
    caller(t, who)('POST', `/api/orders/${orderId}/payments/attempts`, {}, { 'x-lang': lang });
  // The sandbox plays Toss's window: a test card authorised under the window's orderId.
  const windowPays = (providerOrderId: string, amount: number, cardNumber = '4242424242424242') =>
    sandboxWindowPays(t, { orderId: providerOrderId, amount, cardNumber });
  const charges = async (orderId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM payment_sandbox.payments p
          WHERE p.status = 'DONE' AND p.method = 'CARD' AND p.order_id IN
            (SELECT provider_order_id FROM payment_charge_attempt WHERE order_id = $1)`,
        [orderId],
      )
    )[0].n as number;

  it('two attempts get two provider order ids; the second window pays the same order', async () => {
    const { orderId, totalAmount } = await placedOrder(t, member);
    const first = await open(member, orderId, 'ko');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({
      attemptId: expect.any(String),
      method: 'CARD',
      window: { method: 'CARD' },
      providerOrderId: expect.stringMatching(/^[A-Za-z0-9_-]{6,64}$/),
      amount: totalAmount,
      currency: 'KRW',
      orderName: expect.stringContaining('주문'),
      customerKey: member.id,
    });
    const second = (await open(member, orderId)).json().data;
    expect(second.providerOrderId).not.toBe(first.json().data.providerOrderId);
    expect(second.orderName).toContain('order');

    // The first window comes back declined: that attempt ends, the order stays payable.
    const failed = await caller(t, member)('POST', `/api/orders/${orderId}/payments/failures`, {
      providerCode: 'REJECT_CARD_COMPANY',
      providerOrderId: first.json().data.providerOrderId,
    });
    expect(failed.json().data).toMatchObject({ reason: 'CARD_DECLINED', status: 'PAYMENT_FAILED' });

    const window = await windowPays(second.providerOrderId, totalAmount);
    expect(window.outcome).toBe('AUTHORIZED');
    const paid = await caller(t, member)('POST', `/api/orders/${orderId}/payments`, {
      method: 'CARD',
      paymentKey: window.paymentKey,
      providerOrderId: second.providerOrderId,
      amount: totalAmount,
    });
    expect([paid.statusCode, paid.json().data?.status]).toEqual([200, 'PROCESSING']);
    const attempts: Array<{ provider_order_id: string; outcome: string }> = await t.dataSource.query(
      `SELECT provider_order_id, outcome FROM payment_charge_attempt WHERE order_id = $1 ORDER BY started_at`,
      [orderId],
    );
    expect(attempts).toEqual([
      { provider_order_id: first.json().data.providerOrderId, outcome: 'DECLINED' },
      { provider_order_id: second.providerOrderId, outcome: 'APPROVED' },
    ]);
    expect(await charges(orderId)).toBe(1);

    // The same return opened again: already paid, nothing charged twice.
    const again = await caller(t, member)('POST', `/api/orders/${orderId}/payments`, {
      method: 'CARD',
      paymentKey: window.paymentKey,
      providerOrderId: second.providerOrderId,
      amount: totalAmount,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'ORDER.ALREADY_PAID']);
    expect(await charges(orderId)).toBe(1);
    // A paid order opens no window.
    expect((await open(member, orderId)).statusCode).toBe(409);
  });

  it("confirming with another order's provider order id is 400 and charges nothing", async () => {
    const mine = await placedOrder(t, member);
    const theirs = await placedOrder(t, other);
    const theirAttempt = (await open(other, theirs.orderId)).json().data;
    const window = await windowPays(theirAttempt.providerOrderId, mine.totalAmount);
    const refused = await caller(t, member)('POST', `/api/orders/${mine.orderId}/payments`, {
      method: 'CARD',
      paymentKey: window.paymentKey,
      providerOrderId: theirAttempt.providerOrderId,
      amount: mine.totalAmount,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0]).toMatchObject({ field: 'providerOrderId', rule: 'mismatch' });
    expect(await charges(mine.orderId)).toBe(0);
    expect(await charges(theirs.orderId)).toBe(0);
    // Someone else's order: 404, no attempt opened.
    expect((await open(member, theirs.orderId)).statusCode).toBe(404);
    const made = await caller(t, member)('POST', `/api/orders/${mine.orderId}/payments`, {
      method: 'CARD',
      paymentKey: window.paymentKey,
      providerOrderId: 'made-up-id',
      amount: mine.totalAmount,
    });
    expect(made.statusCode).toBe(400);
    const failure = await caller(t, member)('POST', `/api/orders/${mine.orderId}/payments/failures`, {
      providerCode: 'PAY_PROCESS_CANCELED',
      providerOrderId: theirAttempt.providerOrderId,
    });
    expect(failure.statusCode).toBe(400);
  });

  it('a window opened for another amount than the order is refused at confirm, nothing charged', async () => {
    const { orderId, totalAmount } = await placedOrder(t, member);
    const attempt = (await open(member, orderId)).json().data;
    const window = await windowPays(attempt.providerOrderId, 1);
    const edited = await caller(t, member)('POST', `/api/orders/${orderId}/payments`, {
      method: 'CARD',
      paymentKey: window.paymentKey,
      providerOrderId: attempt.providerOrderId,
      amount: totalAmount,
    });
    expect(edited.statusCode).toBe(402);
    expect(await charges(orderId)).toBe(0);
  });

  it('has no test clock unless TEST_CLOCK=true (journeys only)', async () => {
    const res = await caller(t, member)('POST', '/api/dev/clock', { advanceHours: 25 });
    expect(res.statusCode).toBe(404);
  });
});
