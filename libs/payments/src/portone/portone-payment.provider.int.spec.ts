import { CHECKOUT_METHODS } from '@slabworks/domain';
import { ProviderUnavailableError, WebhookRejectedError } from '../payment-provider.port';
import { PortOnePaymentProvider } from './portone-payment.provider';
import { startFakePortOne, type FakePortOne } from './portone-fake.testing';
import { standardWebhookSignature } from './portone-webhook';
import type { PortOneMethod } from './portone.types';
import { WINDOW_CHOICES } from '../window-choices.testing';

const API_SECRET = 'portone-api-secret-do-not-log';
const STORE_ID = 'store-00000000-0000-0000-0000-000000000001';
const WEBHOOK_SECRET = `whsec_${Buffer.from('portone webhook secret for tests').toString('base64')}`;
const ORDER_ID = '6d1f0a9e-6a4b-4f65-8a3e-2f4c9d1b7e10';

describe('PortOne V2 adapter against a local fake of the documented API', () => {
  let fake: FakePortOne;
  let provider: PortOnePaymentProvider;

  beforeAll(async () => {
    fake = await startFakePortOne({
      apiSecret: API_SECRET,
      storeId: STORE_ID,
      webhookSecret: WEBHOOK_SECRET,
    });
    provider = new PortOnePaymentProvider({
      baseUrl: fake.url,
      apiSecret: API_SECRET,
      storeId: STORE_ID,
      channelKey: 'channel-key-default',
      channelKeys: { KAKAOPAY: 'channel-key-kakao', VIRTUAL_ACCOUNT: 'channel-key-va' },
      webhookSecret: WEBHOOK_SECRET,
      toleranceSeconds: 300,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => (fake.seen.length = 0));

  const charge = (paymentId: string, extra: Partial<Parameters<PortOnePaymentProvider['charge']>[0]> = {}) =>
    provider.charge({
      orderId: ORDER_ID,
      providerOrderId: paymentId,
      paymentKey: paymentId,
      orderName: 'G261122-000001',
      amount: 48600,
      currency: 'KRW',
      method: 'CARD',
      idempotencyKey: `charge-${ORDER_ID}-${paymentId}`,
      ...extra,
    });

  // What PortOne's Payment.method says after each window (REST PaymentMethod* types).
  const answered: Record<(typeof CHECKOUT_METHODS)[number], PortOneMethod | null> = {
    CARD: { type: 'PaymentMethodCard' },
    TRANSFER: { type: 'PaymentMethodTransfer', bank: 'KOOKMIN' },
    VIRTUAL_ACCOUNT: null,
    MOBILE: { type: 'PaymentMethodMobile', phoneNumber: '01000000000' },
    KAKAOPAY: { type: 'PaymentMethodEasyPay', provider: 'KAKAOPAY' },
    NAVERPAY: { type: 'PaymentMethodEasyPay', provider: 'NAVERPAY' },
    TOSSPAY: { type: 'PaymentMethodEasyPay', provider: 'TOSSPAY' },
    GIFT_CARD: { type: 'PaymentMethodGiftCertificate', giftCertificateType: 'CULTURELAND' },
  };

  it.each(WINDOW_CHOICES)(
    '$choice: opens the window with PortOne’s payMethod, books what PortOne holds, refunds whole and (where allowed) in part',
    async ({ choice, rule, method }) => {
      expect(provider.windowMethod(method, rule.easyPay)).toEqual(
        {
          CARD: { method: 'CARD', channelKey: 'channel-key-default' },
          TRANSFER: { method: 'TRANSFER', channelKey: 'channel-key-default' },
          MOBILE: { method: 'MOBILE', channelKey: 'channel-key-default' },
          GIFT_CARD: { method: 'GIFT_CERTIFICATE', channelKey: 'channel-key-default' },
          KAKAOPAY: { method: 'EASY_PAY', easyPay: 'KAKAOPAY', channelKey: 'channel-key-kakao' },
          NAVERPAY: { method: 'EASY_PAY', easyPay: 'NAVERPAY', channelKey: 'channel-key-default' },
          TOSSPAY: { method: 'EASY_PAY', easyPay: 'TOSSPAY', channelKey: 'channel-key-default' },
        }[choice],
      );
      const paymentId = `pa-${choice.toLowerCase()}-1`;
      const held = fake.pay(paymentId, { amount: 48600, method: answered[choice]! });
      const result = await charge(paymentId, { method, ...(rule.easyPay ? { easyPay: rule.easyPay } : {}) });
      expect(result).toEqual({
        outcome: 'APPROVED',
        paymentKey: paymentId,
        transactionKey: held.transactionId,
        amount: 48600,
        method: rule.method,
        ...(rule.easyPay ? { easyPay: rule.easyPay } : {}),
      });
      expect(fake.seen).toHaveLength(1);
      expect(fake.seen[0]).toMatchObject({
        method: 'GET',
        path: `/payments/${paymentId}`,
        auth: `PortOne ${API_SECRET}`,
      });
      expect(fake.seen[0]!.query.get('storeId')).toBe(STORE_ID);
      // Refunds: part only where the method allows it (the PG refuses a partial mobile or gift-card cancel).
      const cancel = (amount: number, key: string) =>
        provider.cancel({
          paymentKey: paymentId,
          amount,
          reason: 'test',
          idempotencyKey: `refund-${choice}-${key}`,
        });
      if (rule.partialRefund) {
        await expect(cancel(10000, 'part')).resolves.toMatchObject({ outcome: 'CANCELLED', amount: 10000 });
        expect(fake.payments.get(paymentId)?.status).toBe('PARTIAL_CANCELLED');
        await expect(cancel(38600, 'rest')).resolves.toMatchObject({ outcome: 'CANCELLED', amount: 38600 });
      } else {
        await expect(cancel(10000, 'part')).rejects.toThrow(/PG_PROVIDER/);
        await expect(cancel(48600, 'whole')).resolves.toMatchObject({ outcome: 'CANCELLED', amount: 48600 });
      }
      expect(fake.payments.get(paymentId)?.status).toBe('CANCELLED');
    },
  );

  it('a tampered amount: the payment is cancelled whole at PortOne and declined, nothing booked', async () => {
    fake.pay('pa-tampered', { amount: 100, method: { type: 'PaymentMethodCard' } });
    const result = await charge('pa-tampered');
    expect(result).toMatchObject({ outcome: 'DECLINED', code: 'AMOUNT_MISMATCH' });
    expect(fake.payments.get('pa-tampered')?.status).toBe('CANCELLED');
    expect(fake.seen[1]).toMatchObject({
      method: 'POST',
      path: '/payments/pa-tampered/cancel',
      idempotencyKey: 'tampered-pa-tampered',
    });
    expect(fake.seen[1]!.body).not.toHaveProperty('amount'); // whole
    // Another currency for the same figure is tampering too.
    fake.pay('pa-usd', { amount: 48600, currency: 'USD', method: { type: 'PaymentMethodCard' } });
    await expect(charge('pa-usd')).resolves.toMatchObject({ outcome: 'DECLINED', code: 'AMOUNT_MISMATCH' });
  });

  it('a return naming another paymentId than the attempt opened is declined without asking PortOne', async () => {
    fake.pay('pa-someone-elses', { amount: 48600, method: { type: 'PaymentMethodCard' } });
    const result = await charge('pa-mine', { paymentKey: 'pa-someone-elses' });
    expect(result).toMatchObject({ outcome: 'DECLINED', code: 'PAYMENT_ID_MISMATCH' });
    expect(fake.seen).toHaveLength(0);
    expect(await charge('pa-nobody')).toMatchObject({ outcome: 'DECLINED', code: 'PAYMENT_NOT_FOUND' });
    expect(
      await provider.charge({
        orderId: ORDER_ID,
        orderName: 'x',
        amount: 1,
        currency: 'KRW',
        method: 'CARD',
      }),
    ).toMatchObject({ outcome: 'DECLINED', code: 'INVALID_REQUEST' });
  });

  it('a failed, unfinished or pending window payment is not booked', async () => {
    fake.pay('pa-failed', {
      amount: 48600,
      status: 'FAILED',
      failure: { reason: '한도초과', pgCode: 'EXCEED_MAX_AMOUNT', pgMessage: '한도 초과' },
    });
    expect(await charge('pa-failed')).toMatchObject({ outcome: 'DECLINED', code: 'EXCEED_MAX_AMOUNT' });
    fake.pay('pa-ready', { amount: 48600, status: 'READY' });
    expect(await charge('pa-ready')).toMatchObject({ outcome: 'DECLINED', code: 'PAYMENT_NOT_PAID' });
    fake.pay('pa-pending', { amount: 48600, status: 'PAY_PENDING' });
    await expect(charge('pa-pending')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('PortOne out of reach (5xx) is ProviderUnavailable, and no error carries the API secret', async () => {
    fake.failNext(1);
    await expect(charge('pa-any')).rejects.toBeInstanceOf(ProviderUnavailableError);
    const wrong = new PortOnePaymentProvider({
      baseUrl: fake.url,
      apiSecret: 'wrong-secret-value',
      storeId: STORE_ID,
      channelKey: 'k',
      webhookSecret: WEBHOOK_SECRET,
      toleranceSeconds: 300,
    });
    const error = (await wrong
      .lookup({ idempotencyKey: 'k', providerOrderId: 'pa-x' })
      .catch((e: Error) => e)) as Error;
    expect(error.message).toMatch(/UNAUTHORIZED/);
    expect(error.message).not.toContain('wrong-secret-value');
  });

  it('issues a virtual account (POST /payments/{id}/instant on its channel), reads it back, takes the deposit by signed webhook', async () => {
    const dueAt = new Date('2026-11-25T03:00:00.000Z');
    const va = await provider.issueVirtualAccount({
      orderId: ORDER_ID,
      orderName: 'G261122-000001',
      amount: 48600,
      customerName: '김철수',
      dueAt,
    });
    const paymentId = `va-${ORDER_ID}`;
    expect(va).toEqual({
      paymentKey: paymentId,
      bank: '신한',
      accountNumber: expect.stringMatching(/^5621\d{10}$/),
      holderName: '김철수',
      dueAt: dueAt.toISOString(),
      secret: null,
    });
    expect(fake.seen[0]).toMatchObject({
      method: 'POST',
      path: `/payments/${paymentId}/instant`,
      idempotencyKey: paymentId,
      body: {
        storeId: STORE_ID,
        channelKey: 'channel-key-va',
        method: {
          virtualAccount: {
            bank: 'SHINHAN',
            expiry: { dueDate: dueAt.toISOString() },
            option: { type: 'NORMAL' },
            remitteeName: '김철수',
          },
        },
        amount: { total: 48600 },
        currency: 'KRW',
      },
    });
    // Issued but not paid: its Transaction.VirtualAccountIssued event changes nothing.
    const issued = fake.webhook('Transaction.VirtualAccountIssued', paymentId);
    expect(await provider.verifyWebhook({ ...issued, now: new Date() })).toMatchObject({ kind: 'IGNORED' });

    const delivery = fake.deposit(paymentId);
    const verified = await provider.verifyWebhook({ ...delivery, now: new Date() });
    expect(verified).toEqual({
      kind: 'DEPOSIT',
      orderId: ORDER_ID,
      paymentKey: paymentId,
      transactionKey: fake.payments.get(paymentId)!.transactionId,
      amount: 48600,
      depositor: null,
      deliveryId: delivery.headers['webhook-id'],
    });

    // Refund of a deposited account: to the member's bank account (PortOne's Bank code), requested.
    const account = { bank: '국민', accountNumber: '12345678901', holderName: '김철수' };
    const refund = (amount: number, key: string, refundAccount = account) =>
      provider.cancel({
        paymentKey: paymentId,
        amount,
        reason: 'cancel',
        refundAccount,
        idempotencyKey: key,
      });
    fake.seen.length = 0;
    const first = await refund(1000, 'refund-order-1-R1');
    expect(await refund(1000, 'refund-order-1-R1')).toEqual(first); // retried: cancelled once
    expect(first).toMatchObject({ outcome: 'CANCELLED', amount: 1000 });
    expect(fake.payments.get(paymentId)?.amount.cancelled).toBe(1000);
    expect(fake.seen[0]).toMatchObject({
      path: `/payments/${paymentId}/cancel`,
      idempotencyKey: 'refund-order-1-R1',
      body: {
        amount: 1000,
        reason: 'cancel',
        refundAccount: { bank: 'KOOKMIN', number: '12345678901', holderName: '김철수' },
      },
    });
    expect(await refund(1000, 'refund-order-1-R2', { ...account, accountNumber: '99900000' })).toMatchObject({
      outcome: 'ACCOUNT_REJECTED',
      code: 'PG_PROVIDER:INVALID_ACCOUNT',
    });
  });

  describe('webhook verification (Standard Webhooks)', () => {
    const paid = () => {
      const paymentId = `va-${crypto.randomUUID()}`;
      fake.pay(paymentId, {
        amount: 48600,
        status: 'VIRTUAL_ACCOUNT_ISSUED',
        method: { type: 'PaymentMethodVirtualAccount', accountNumber: '1' },
      });
      return fake.deposit(paymentId);
    };
    const verify = (d: { headers: Record<string, string>; rawBody: string }, now = new Date()) =>
      provider.verifyWebhook({ ...d, now });
    const rejected = (reason: string) =>
      expect.objectContaining({ reason, constructor: WebhookRejectedError });

    it('refuses a forged signature, a changed body, missing headers and another secret', async () => {
      const d = paid();
      await expect(
        verify({ ...d, rawBody: d.rawBody.replace('"Transaction.Paid"', '"Transaction.Cancelled"') }),
      ).rejects.toEqual(rejected('SIGNATURE'));
      await expect(
        verify({ ...d, headers: { ...d.headers, 'webhook-signature': 'v1,AAAA' } }),
      ).rejects.toEqual(rejected('SIGNATURE'));
      const { ['webhook-id']: _dropped, ...noId } = d.headers;
      await expect(verify({ ...d, headers: noId })).rejects.toEqual(rejected('SIGNATURE'));
      const other = new PortOnePaymentProvider({
        baseUrl: fake.url,
        apiSecret: API_SECRET,
        storeId: STORE_ID,
        channelKey: 'k',
        webhookSecret: Buffer.from('another secret').toString('base64'),
        toleranceSeconds: 300,
      });
      await expect(other.verifyWebhook({ ...d, now: new Date() })).rejects.toEqual(rejected('SIGNATURE'));
      // A signed delivery under another webhook-id is not the one signed.
      await expect(verify({ ...d, headers: { ...d.headers, 'webhook-id': 'msg_other' } })).rejects.toEqual(
        rejected('SIGNATURE'),
      );
    });

    it('refuses a stale or future-dated delivery (replay outside the tolerance)', async () => {
      const d = paid();
      const sent = Number(d.headers['webhook-timestamp']) * 1000;
      await expect(verify(d, new Date(sent + 301_000))).rejects.toEqual(rejected('REPLAYED'));
      await expect(verify(d, new Date(sent - 301_000))).rejects.toEqual(rejected('REPLAYED'));
      await expect(verify(d, new Date(sent + 299_000))).resolves.toMatchObject({ kind: 'DEPOSIT' });
    });

    it('accepts any of several signatures (a secret being rotated) and reports the delivery id', async () => {
      const d = paid();
      const headers = { ...d.headers, 'webhook-signature': `v1,bm90IGl0 ${d.headers['webhook-signature']}` };
      await expect(verify({ ...d, headers })).resolves.toMatchObject({
        kind: 'DEPOSIT',
        deliveryId: d.headers['webhook-id'],
      });
    });

    it('ignores what is not a deposit: a window payment, a cancellation, another store; refuses a body without paymentId', async () => {
      fake.pay('pa-card-webhook', { amount: 48600, method: { type: 'PaymentMethodCard' } });
      expect(await verify(fake.webhook('Transaction.Paid', 'pa-card-webhook'))).toMatchObject({
        kind: 'IGNORED',
        reason: 'a window payment (booked on return)',
      });
      expect(await verify(fake.webhook('Transaction.Cancelled', 'pa-card-webhook'))).toMatchObject({
        kind: 'IGNORED',
      });
      const signed = (body: object) => {
        const rawBody = JSON.stringify(body);
        const id = `msg_${crypto.randomUUID()}`;
        const timestamp = String(Math.floor(Date.now() / 1000));
        const signature = standardWebhookSignature(WEBHOOK_SECRET, id, timestamp, rawBody);
        return {
          rawBody,
          headers: {
            'webhook-id': id,
            'webhook-timestamp': timestamp,
            'webhook-signature': `v1,${signature}`,
          },
        };
      };
      const deposit = paid();
      const { paymentId } = (JSON.parse(deposit.rawBody) as { data: { paymentId: string } }).data;
      expect(
        await verify(signed({ type: 'Transaction.Paid', data: { storeId: 'store-other', paymentId } })),
      ).toMatchObject({ kind: 'IGNORED', reason: 'another store' });
      await expect(verify(signed({ type: 'Transaction.Paid', data: {} }))).rejects.toEqual(
        rejected('MALFORMED'),
      );
      await expect(verify({ ...signed({}), rawBody: 'not json' })).rejects.toEqual(rejected('SIGNATURE'));
    });
  });

  it('looks an attempt up by its paymentId (GET /payments/{paymentId})', async () => {
    const lookup = (providerOrderId: string | null) =>
      provider.lookup({ idempotencyKey: 'k', providerOrderId });
    const held = fake.pay('pa-lookup-paid', { amount: 48600, method: { type: 'PaymentMethodCard' } });
    expect(await lookup('pa-lookup-paid')).toEqual({
      status: 'PAID',
      paymentKey: 'pa-lookup-paid',
      transactionKey: held.transactionId,
      amount: 48600,
    });
    fake.pay('pa-lookup-failed', { amount: 1, status: 'FAILED' });
    expect(await lookup('pa-lookup-failed')).toMatchObject({ status: 'NOT_PAID' });
    expect(await lookup('pa-lookup-unknown')).toMatchObject({
      status: 'NOT_PAID',
      detail: 'PAYMENT_NOT_FOUND',
    });
    fake.pay('pa-lookup-ready', { amount: 1, status: 'READY' });
    expect(await lookup('pa-lookup-ready')).toMatchObject({ status: 'PENDING' });
    expect(await lookup(null)).toMatchObject({ status: 'PENDING' });
  });
});
