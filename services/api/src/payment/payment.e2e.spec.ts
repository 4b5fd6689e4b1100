import { SandboxPaymentProvider, SIGNATURE_HEADER, signatureHeader } from '@slabworks/payments';
import type { EventStore } from '@slabworks/event-store';
import { signedInMember, type TestSession } from '../auth/testing';
import { EVENT_STORE } from '../event-store';
import { caller, memberWithPhotos, orderEvents, placedOrder } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { derivedCommandId, executeOrderCommand } from '@slabworks/order-commands';
import { PAYMENT_PROVIDER } from './payment-provider.provider';
import { sandboxDeposit, sandboxWindowPays } from './testing/sandbox-provider.testing';

jest.setTimeout(90_000);

const SECRET = 'e2e-webhook-secret';
const DEPOSITOR = { bank: '국민', accountNumber: '11122233344', holderName: '홍길동' };

describe('payments through the api (sandbox provider)', () => {
  const t = bootTestApp(
    'payments',
    { AUTH_RATE_LIMIT: '1000', PAYMENT_WEBHOOK_SECRET: SECRET },
    { projections: true },
  );
  let member: TestSession;
  let stranger: TestSession;
  let operator: TestSession;
  let sandbox: SandboxPaymentProvider;

  beforeAll(async () => {
    member = await memberWithPhotos(t);
    stranger = await memberWithPhotos(t);
    operator = await signedInMember(t, { role: 'OPERATOR' });
    sandbox = t.app.get(PAYMENT_PROVIDER);
  });

  const asMember = () => caller(t, member);
  const webhook = (rawBody: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'x-lang': 'en', ...headers },
      payload: rawBody,
    });
  const signed = (rawBody: string, at = new Date()) => ({
    [SIGNATURE_HEADER]: signatureHeader(SECRET, rawBody, at),
  });

  async function waitingOrder() {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const res = await asMember()('POST', `/api/orders/${orderId}/payments`, {
      method: 'VIRTUAL_ACCOUNT',
    });
    expect(res.statusCode).toBe(200);
    return { orderId, total, va: res.json().data.virtualAccount as { accountNumber: string; dueAt: string } };
  }

  it('tells the checkout the sandbox takes test cards itself (no client key)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/window' });
    expect(res.json().data).toEqual({ provider: 'sandbox', tossClientKey: null, portoneStoreId: null });
  });

  it('card: approved by a test card; a declined card fails the payment and a second card pays', async () => {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const declined = await asMember()('POST', `/api/orders/${orderId}/payments`, {
      method: 'CARD',
      cardNumber: '4000000000000002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'PAYMENT.DECLINED',
      message: expect.stringContaining('card company declined'),
      data: { reason: 'CARD_DECLINED', providerCode: 'REJECT_CARD_COMPANY' },
    });
    expect(await orderEvents(t, orderId, 'PaymentFailed')).toHaveLength(1);

    const paid = await asMember()('POST', `/api/orders/${orderId}/payments`, {
      method: 'CARD',
      amount: total,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'PROCESSING', method: 'CARD' });

    const again = await asMember()('POST', `/api/orders/${orderId}/payments`, { method: 'CARD' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER.ALREADY_PAID');
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(1);
  });

  it("refuses someone else's order, a wrong amount, a window method without its window and a cancelled order", async () => {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const other = await caller(t, stranger)('POST', `/api/orders/${orderId}/payments`, { method: 'CARD' });
    expect(other.statusCode).toBe(404);
    const wrong = await asMember()('POST', `/api/orders/${orderId}/payments`, {
      method: 'CARD',
      amount: total - 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('ORDER.PAYMENT_AMOUNT_MISMATCH');
    // Mobile is paid in the window first: without the window's paymentKey there is nothing to confirm.
    const mobile = await asMember()('POST', `/api/orders/${orderId}/payments`, { method: 'MOBILE' });
    expect(mobile.statusCode).toBe(400);
    expect(mobile.json().data.fields).toEqual([
      expect.objectContaining({ field: 'paymentKey', rule: 'required' }),
    ]);
    const cancel = await asMember()('POST', `/api/orders/${orderId}/cancel`, { reason: 'no longer needed' });
    expect(cancel.statusCode).toBe(200);
    const late = await asMember()('POST', `/api/orders/${orderId}/payments`, { method: 'CARD' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER.CANCELLED');
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(0);
  });

  it('virtual account: issued with a 72 h deadline; 100 duplicate deposit webhooks book one payment', async () => {
    const { orderId, total, va } = await waitingOrder();
    const hours = (Date.parse(va.dueAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const sent = (await sandbox.deposit({
      accountNumber: va.accountNumber,
      amount: total,
      now: new Date(),
    }))!;
    const headers = signed(sent.rawBody);
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => webhook(sent.rawBody, headers)));
    const sequential = [];
    for (let i = 0; i < 50; i += 1) sequential.push(await webhook(sent.rawBody, headers));
    const all = [...concurrent, ...sequential];
    expect(all.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    expect(all.every((r) => r.json().data.outcome === 'PAID')).toBe(true);
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(1);

    await t.projections.settle();
    const detail = await asMember()('GET', `/api/orders/${orderId}`);
    const ledger = detail.json().data.ledger as Array<{ kind: string; amount: number; net: number }>;
    expect(ledger.filter((e) => e.kind === 'PAID')).toEqual([
      expect.objectContaining({ amount: total, net: total }),
    ]);
  });

  it('forged, replayed and malformed webhooks: 401/400 and nothing appended', async () => {
    const { orderId, total, va } = await waitingOrder();
    const sent = (await sandbox.deposit({
      accountNumber: va.accountNumber,
      amount: total,
      now: new Date(),
    }))!;
    const before = (await orderEvents(t, orderId)).length;
    const forged = await webhook(sent.rawBody, {
      [SIGNATURE_HEADER]: signatureHeader('wrong-secret', sent.rawBody, new Date()),
    });
    const unsigned = await webhook(sent.rawBody, {});
    const tampered = await webhook(
      sent.rawBody.replace(`"amount":${total}`, '"amount":1'),
      signed(sent.rawBody),
    );
    const replayed = await webhook(sent.rawBody, signed(sent.rawBody, new Date(Date.now() - 6 * 60_000)));
    const garbage = '{"eventType":"DEPOSIT","data":{"orderId":1}}';
    const malformed = await webhook(garbage, signed(garbage));
    expect([forged, unsigned, tampered, replayed].map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    expect(forged.json().code).toBe('PAYMENT.WEBHOOK_UNVERIFIED');
    expect(malformed.statusCode).toBe(400);
    expect((await orderEvents(t, orderId)).length).toBe(before);
  });

  it('a deposit of the wrong amount is refused and flagged for operators', async () => {
    const { orderId, total, va } = await waitingOrder();
    const sent = (await sandbox.deposit({
      accountNumber: va.accountNumber,
      amount: total - 1000,
      now: new Date(),
    }))!;
    const res = await webhook(sent.rawBody, signed(sent.rawBody));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('FLAGGED');
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(0);
    const flags = await caller(t, operator)('GET', '/api/console/payments/flags');
    expect(flags.json().data).toContainEqual(
      expect.objectContaining({
        orderId,
        kind: 'AMOUNT_MISMATCH',
        amount: total - 1000,
        expectedAmount: total,
      }),
    );
    // An operator closes the flag with what was done; the open list no longer shows it.
    const flagId = flags.json().data.find((f: { orderId: string }) => f.orderId === orderId).id;
    const blank = await caller(t, operator)('PUT', `/api/console/payments/flags/${flagId}/resolution`, {
      resolution: ' ',
    });
    expect(blank.statusCode).toBe(400);
    // Who resolved it is named as every staff screen names a person: display name and role.
    await t.dataSource.query(`UPDATE member SET name = 'Kim Anna' WHERE id = $1`, [operator.id]);
    const resolved = await caller(t, operator)('PUT', `/api/console/payments/flags/${flagId}/resolution`, {
      resolution: 'Member paid the rest by transfer',
    });
    expect(resolved.json().data).toMatchObject({
      id: flagId,
      resolvedBy: operator.id,
      resolvedByName: 'Kim Anna',
      resolvedByRole: 'OPERATOR',
      resolution: 'Member paid the rest by transfer',
    });
    const open = await caller(t, operator)('GET', `/api/console/payments/flags?orderId=${orderId}&open=true`);
    expect(open.json().data).toEqual([]);
    expect(
      (
        await caller(t, operator)('PUT', '/api/console/payments/flags/999999/resolution', {
          resolution: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('cancel racing a deposit ends in one consistent outcome with the money right', async () => {
    for (let run = 0; run < 6; run += 1) {
      const { orderId, total, va } = await waitingOrder();
      const [cancel, deposit] = await Promise.all([
        asMember()('POST', `/api/orders/${orderId}/cancel`, { reason: 'race', refundAccount: DEPOSITOR }),
        sandboxDeposit(t, {
          accountNumber: va.accountNumber,
          amount: total,
          depositorAccount: DEPOSITOR.accountNumber,
          depositorName: '홍길동',
        }),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect(deposit.statusCode).toBe(200);
      const outcome = deposit.json().data.webhook.outcome as string;
      const paid = await orderEvents(t, orderId, 'PaymentCompleted');
      const refunds = await orderEvents(t, orderId, 'RefundIssued');
      const flags = (await caller(t, operator)('GET', '/api/console/payments/flags'))
        .json()
        .data.filter((f: { orderId: string }) => f.orderId === orderId);
      if (outcome === 'PAID') {
        // Deposit first: booked, then the cancel refunds it in full to the registered account.
        expect(paid).toHaveLength(1);
        expect(refunds.map((e) => (e.data as { amount: number }).amount)).toEqual([total]);
        expect(flags).toHaveLength(0);
      } else {
        // Cancel first: the deposit is not booked; it is flagged and sent straight back.
        expect(outcome).toBe('FLAGGED');
        expect(paid).toHaveLength(0);
        expect(refunds).toHaveLength(0);
        expect(flags).toEqual([
          expect.objectContaining({ kind: 'LATE_DEPOSIT', refundStatus: 'REFUNDED', amount: total }),
        ]);
      }
      expect((await orderEvents(t, orderId, 'OrderCancelled')).length).toBe(1);
    }
  });

  it('a deposit that arrives after the deadline expired is refunded automatically and shown to operators', async () => {
    const { orderId, total, va } = await waitingOrder();
    // Expire it as the worker would, with a clock just past the deadline (72 h cannot pass in a test).
    await executeOrderCommand(
      t.app.get<EventStore>(EVENT_STORE),
      {
        orderId,
        commandId: derivedCommandId('expire-deposit', orderId),
        actor: { id: 'deadline-worker', role: 'SYSTEM' },
        correlationId: orderId,
      },
      () => ({ type: 'ExpireDeposit', data: {} }),
      { clock: () => new Date(Date.parse(va.dueAt) + 1_000) },
    );
    expect(await orderEvents(t, orderId, 'DepositDeadlineExpired')).toHaveLength(1);

    const deposit = await sandboxDeposit(t, {
      accountNumber: va.accountNumber,
      amount: total,
      depositorAccount: DEPOSITOR.accountNumber,
      depositorName: '홍길동',
    });
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json().data.webhook.outcome).toBe('FLAGGED');
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(0);
    const flags = (await caller(t, operator)('GET', '/api/console/payments/flags'))
      .json()
      .data.filter((f: { orderId: string }) => f.orderId === orderId);
    expect(flags).toEqual([
      expect.objectContaining({ kind: 'LATE_DEPOSIT', refundStatus: 'REFUNDED', amount: total }),
    ]);
  });

  it('the payment window (Toss redirect flow): a paymentKey confirmed only for its order and the amount it was opened with', async () => {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout?orderId=${orderId}&amount=${total}&orderName=G1&successUrl=/kakaopay&failUrl=/topclass`,
      headers: { 'x-lang': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('payment window');
    const away = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout?orderId=${orderId}&amount=${total}&successUrl=//evil.example`,
    });
    expect(away.statusCode).toBe(400);

    const authorize = (amount: number, cardNumber = '4242424242424242') =>
      sandboxWindowPays(t, { orderId, amount, cardNumber });
    expect(await authorize(total, '4000000000000002')).toMatchObject({
      outcome: 'DECLINED',
      code: 'REJECT_CARD_COMPANY',
    });
    const pay = (paymentKey: string, amount: number) =>
      asMember()('POST', `/api/orders/${orderId}/payments`, { method: 'CARD', paymentKey, amount });

    // A key opened for 1 won: the server refuses the amount, the provider refuses the key for the total.
    const cheap = await authorize(1);
    expect((await pay(cheap.paymentKey, 1)).json().code).toBe('ORDER.PAYMENT_AMOUNT_MISMATCH');
    expect((await pay(cheap.paymentKey, total)).statusCode).toBe(402);
    expect((await pay('sbxw_unknown', total)).statusCode).toBe(402);
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(0);

    const window = await authorize(total);
    expect(window).toMatchObject({ outcome: 'AUTHORIZED' });
    const paid = await pay(window.paymentKey, total);
    expect(paid.statusCode).toBe(200);
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ amount: total, providerKey: window.paymentKey }),
      }),
    ]);
  });

  it('serves the deposit page outside production', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox',
      headers: { 'x-lang': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Payment sandbox');
  });
});
