import { startFakePortOne, type FakePortOne } from '@slabworks/payments/src/portone/portone-fake.testing';
import type { TestSession } from '../auth/testing';
import { caller, memberWithPhotos, orderEvents, placedOrder } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';

jest.setTimeout(90_000);

const API_SECRET = 'e2e-portone-api-secret';
const STORE_ID = 'store-e2e-0001';
const WEBHOOK_SECRET = Buffer.from('e2e portone webhook secret').toString('base64');

// Issue #36: PAYMENT_PROVIDER=portone against a local fake of PortOne V2's REST API. The window is
// played by the fake (a payment held under the attempt's paymentId); the api reads and books it.
describe('payments through the api (PortOne provider, local fake)', () => {
  let fake: FakePortOne;
  beforeAll(async () => {
    fake = await startFakePortOne({
      apiSecret: API_SECRET,
      storeId: STORE_ID,
      webhookSecret: WEBHOOK_SECRET,
    });
  });
  const t = bootTestApp(
    'payment-portone',
    () => ({
      AUTH_RATE_LIMIT: '1000',
      PAYMENT_PROVIDER: 'portone',
      PORTONE_API_URL: fake.url,
      PORTONE_API_SECRET: API_SECRET,
      PORTONE_STORE_ID: STORE_ID,
      PORTONE_CHANNEL_KEY: 'channel-key-card',
      PORTONE_CHANNEL_KEYS: 'KAKAOPAY=channel-key-kakao',
      PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    { projections: true },
  );
  let member: TestSession;

  beforeAll(async () => {
    member = await memberWithPhotos(t);
  });
  afterAll(async () => {
    await fake.close();
  });

  const asMember = () => caller(t, member);
  const webhook = (d: { headers: Record<string, string>; rawBody: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/portone',
      headers: d.headers,
      payload: d.rawBody,
    });

  it('tells the checkout to open PortOne’s window with the store id (no secret anywhere)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/window' });
    expect(res.json().data).toEqual({ provider: 'portone', tossClientKey: null, portoneStoreId: STORE_ID });
    expect(res.body).not.toContain(API_SECRET);
    expect(res.body).not.toContain(WEBHOOK_SECRET);
  });

  it('Kakao Pay: the attempt names PortOne’s payMethod and channel; the return is read back from PortOne and booked once', async () => {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const opened = await asMember()('POST', `/api/orders/${orderId}/payments/attempts`, {
      method: 'EASY_PAY',
      easyPay: 'KAKAOPAY',
    });
    expect(opened.statusCode).toBe(201);
    const attempt = opened.json().data;
    expect(attempt).toMatchObject({
      amount: total,
      currency: 'KRW',
      window: { method: 'EASY_PAY', easyPay: 'KAKAOPAY', channelKey: 'channel-key-kakao' },
    });
    fake.pay(attempt.providerOrderId, {
      amount: total,
      method: { type: 'PaymentMethodEasyPay', provider: 'KAKAOPAY' },
    });
    const body = {
      method: 'EASY_PAY',
      easyPay: 'KAKAOPAY',
      paymentKey: attempt.providerOrderId,
      providerOrderId: attempt.providerOrderId,
      amount: total,
    };
    const paid = await asMember()('POST', `/api/orders/${orderId}/payments`, body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ method: 'EASY_PAY' });
    const completed = await orderEvents(t, orderId, 'PaymentCompleted');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data).toMatchObject({
      method: 'EASY_PAY',
      amount: total,
      providerKey: attempt.providerOrderId,
    });
  });

  it('a tampered amount: 402 with a translated reason, the payment cancelled at PortOne, nothing paid', async () => {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const attempt = (
      await asMember()('POST', `/api/orders/${orderId}/payments/attempts`, { method: 'CARD' })
    ).json().data;
    // The browser opened the window for 100 won instead of the order's total.
    fake.pay(attempt.providerOrderId, { amount: 100, method: { type: 'PaymentMethodCard' } });
    const body = {
      method: 'CARD',
      paymentKey: attempt.providerOrderId,
      providerOrderId: attempt.providerOrderId,
      amount: total,
    };
    const res = await asMember()('POST', `/api/orders/${orderId}/payments`, body, { 'x-lang': 'ko' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT.DECLINED',
      message: expect.stringContaining('결제된 금액이 주문 금액과 달라'),
      data: { reason: 'AMOUNT_MISMATCH', providerCode: 'AMOUNT_MISMATCH' },
    });
    expect(fake.payments.get(attempt.providerOrderId)?.status).toBe('CANCELLED');
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(0);
  });

  it('virtual account: issued through PortOne, the deposit webhook books it once; replayed, forged and stale deliveries are 401 and append nothing', async () => {
    const { orderId, totalAmount: total } = await placedOrder(t, member);
    const issued = await asMember()('POST', `/api/orders/${orderId}/payments`, { method: 'VIRTUAL_ACCOUNT' });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().data.virtualAccount).toMatchObject({ bank: '신한', amount: total });

    const delivery = fake.deposit(`va-${orderId}`);
    // Forged (signed with another secret) and changed bodies first: refused, nothing booked.
    const forged = await webhook({
      ...delivery,
      headers: { ...delivery.headers, 'webhook-signature': `v1,${Buffer.from('forged').toString('base64')}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'PAYMENT.WEBHOOK_UNVERIFIED' });
    const stale = fake.webhook('Transaction.Paid', `va-${orderId}`, new Date(Date.now() - 10 * 60_000));
    expect((await webhook(stale)).statusCode).toBe(401);
    expect(await orderEvents(t, orderId, 'PaymentCompleted')).toHaveLength(0);

    const first = await webhook(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ outcome: 'PAID' });
    const replayed = await webhook(delivery);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'PAYMENT.WEBHOOK_UNVERIFIED' });
    // PortOne's own resend is a new delivery id: answered 200, still booked once.
    const resent = await webhook(fake.webhook('Transaction.Paid', `va-${orderId}`));
    expect(resent.statusCode).toBe(200);
    const completed = await orderEvents(t, orderId, 'PaymentCompleted');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data).toMatchObject({ method: 'VIRTUAL_ACCOUNT', amount: total });
  });

  it('the sandbox and Toss routes do not exist while PortOne is the provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/toss',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
