import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChargeRequest } from '../payment-provider.port';
import { readSeenRequest, type SeenRequest } from '../seen-request.testing';
import { TossPaymentProvider } from './toss-payment.provider';
import { WINDOW_CHOICES } from '../window-choices.testing';

// A local stand-in answering with the documented shapes (payments-reliability.md §1.1).
function fakeToss(seen: SeenRequest[]): Server {
  const cancelsByKey = new Map<string, unknown>();
  return createServer(async (req, res) => {
    const request = await readSeenRequest(req);
    seen.push(request);
    const { body, idempotencyKey } = request;
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.url === '/v1/payments/confirm') {
      if (body?.paymentKey === 'pk_declined')
        return send(403, { code: 'REJECT_CARD_COMPANY', message: '카드사에서 거절했습니다' });
      // pk_m_<method>[_<wallet>]: a key from a window opened for that method, answered in Toss's words.
      const [, method = '카드', wallet] = /^pk_m_([^_]+)(?:_(.+))?$/.exec(String(body?.paymentKey)) ?? [];
      if (method === '거절')
        return send(400, { code: 'NOT_SUPPORTED_METHOD', message: '지원되지 않는 결제 수단입니다.' });
      return send(200, {
        paymentKey: body?.paymentKey,
        orderId: body?.orderId,
        status: 'DONE',
        method,
        ...(wallet ? { easyPay: { provider: wallet, amount: body?.amount } } : {}),
        totalAmount: body?.amount,
        lastTransactionKey: 'tx_confirm_1',
      });
    }
    if (req.url === '/v1/virtual-accounts') {
      return send(200, {
        paymentKey: 'pk_va_1',
        orderId: body?.orderId,
        status: 'WAITING_FOR_DEPOSIT',
        totalAmount: body?.amount,
        secret: 'ps_secret_1',
        virtualAccount: {
          accountNumber: 'X6210000000001',
          bankCode: '88',
          customerName: body?.customerName,
          dueDate: body?.dueDate,
          expired: false,
        },
      });
    }
    if (req.url === '/v1/payments/orders/order-1') {
      return send(200, { paymentKey: 'pk_va_1', orderId: 'order-1', status: 'DONE', totalAmount: 48600 });
    }
    if (req.url === '/v1/payments/orders/pa-expired')
      return send(200, { paymentKey: 'pk_e', orderId: 'pa-expired', status: 'EXPIRED', totalAmount: 100 });
    if (req.url === '/v1/payments/orders/pa-in-progress')
      return send(200, {
        paymentKey: 'pk_p',
        orderId: 'pa-in-progress',
        status: 'IN_PROGRESS',
        totalAmount: 100,
      });
    if (req.url?.startsWith('/v1/payments/orders/'))
      return send(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(req.url!);
    if (cancel) {
      const account = body?.refundReceiveAccount as { accountNumber?: string } | undefined;
      if (account?.accountNumber?.startsWith('999'))
        return send(400, { code: 'INVALID_REFUND_ACCOUNT_INFO', message: '환불 계좌 정보가 잘못되었습니다' });
      // Mobile-phone and gift-card payments: whole cancels only.
      if (/^pk_m_(휴대폰|문화상품권)/.test(decodeURIComponent(cancel[1]!)) && body?.cancelAmount !== 48600)
        return send(400, { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 할 수 없는 금액 입니다.' });
      const first = cancelsByKey.get(idempotencyKey!) ?? {
        paymentKey: cancel[1],
        status: 'PARTIAL_CANCELED',
        totalAmount: 48600,
        cancels: [
          {
            cancelAmount: body?.cancelAmount,
            transactionKey: `tx_cancel_${cancelsByKey.size + 1}`,
            canceledAt: '',
          },
        ],
      };
      cancelsByKey.set(idempotencyKey!, first);
      return send(200, first);
    }
    send(404, { code: 'NOT_FOUND', message: req.url });
  });
}

describe('toss adapter against a local fake of the documented API', () => {
  const seen: SeenRequest[] = [];
  const server = fakeToss(seen);
  let provider: TossPaymentProvider;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider = new TossPaymentProvider({ baseUrl: `http://127.0.0.1:${port}`, secretKey: 'test_sk_abc' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  /** Confirms a card payment of order-1 for 48,600 KRW under `paymentKey`, with `extra` overriding. */
  const confirm = (paymentKey: string, extra: Partial<ChargeRequest> = {}) =>
    provider.charge({
      orderId: 'order-1',
      orderName: 'G261122-000001',
      amount: 48600,
      currency: 'KRW',
      method: 'CARD',
      paymentKey,
      ...extra,
    });

  it('confirms with Basic auth (secret key, empty password) and a per-order Idempotency-Key', async () => {
    const result = await confirm('pk_1');
    expect(result).toEqual({
      outcome: 'APPROVED',
      paymentKey: 'pk_1',
      transactionKey: 'tx_confirm_1',
      amount: 48600,
      method: 'CARD',
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/payments/confirm',
      auth: `Basic ${Buffer.from('test_sk_abc:').toString('base64')}`,
      idempotencyKey: 'charge-order-1',
      body: { paymentKey: 'pk_1', orderId: 'order-1', amount: 48600 },
    });
  });

  it("confirms a window attempt under its own provider order id (Toss's orderId)", async () => {
    await confirm('pk_2', { providerOrderId: 'pa-attempt-2', idempotencyKey: 'charge-order-1-attempt-2' });
    expect(seen[0]).toMatchObject({
      idempotencyKey: 'charge-order-1-attempt-2',
      body: { paymentKey: 'pk_2', orderId: 'pa-attempt-2', amount: 48600 },
    });
  });

  // Toss's answer names the method in Korean and a quick pay's wallet under easyPay.provider.
  const answered = {
    CARD: ['카드'],
    TRANSFER: ['계좌이체'],
    MOBILE: ['휴대폰'],
    KAKAOPAY: ['간편결제', '카카오페이'],
    NAVERPAY: ['간편결제', '네이버페이'],
    TOSSPAY: ['간편결제', '토스페이'],
    GIFT_CARD: ['문화상품권'],
  } as const;
  it.each(WINDOW_CHOICES)(
    '$choice: opens the window with Toss’s values and books what Toss confirmed',
    async ({ choice, rule, method }) => {
      expect(provider.windowMethod(method, rule.easyPay)).toEqual(
        {
          CARD: { method: 'CARD' },
          TRANSFER: { method: 'TRANSFER' },
          MOBILE: { method: 'MOBILE_PHONE' },
          GIFT_CARD: { method: 'CULTURE_GIFT_CERTIFICATE' },
          KAKAOPAY: { method: 'CARD', easyPay: 'KAKAOPAY' },
          NAVERPAY: { method: 'CARD', easyPay: 'NAVERPAY' },
          TOSSPAY: { method: 'CARD', easyPay: 'TOSSPAY' },
        }[choice],
      );
      const paymentKey = `pk_m_${answered[choice].join('_')}`;
      const result = await confirm(paymentKey, {
        orderId: 'order-m',
        providerOrderId: `pa-${choice.toLowerCase()}`,
        method,
        ...(rule.easyPay ? { easyPay: rule.easyPay } : {}),
        idempotencyKey: `charge-order-m-${choice}`,
      });
      expect(result).toEqual({
        outcome: 'APPROVED',
        paymentKey,
        transactionKey: 'tx_confirm_1',
        amount: 48600,
        method: rule.method,
        ...(rule.easyPay ? { easyPay: rule.easyPay } : {}),
      });
      expect(seen[0]?.body).toEqual({ paymentKey, orderId: `pa-${choice.toLowerCase()}`, amount: 48600 });
      // Refunds: whole always; part only where the method allows it (Toss answers NOT_CANCELABLE_AMOUNT).
      const cancel = (amount: number) =>
        provider.cancel({ paymentKey, amount, reason: 'test', idempotencyKey: `refund-${choice}-${amount}` });
      await expect(cancel(48600)).resolves.toMatchObject({ outcome: 'CANCELLED', amount: 48600 });
      if (rule.partialRefund) await expect(cancel(10000)).resolves.toMatchObject({ outcome: 'CANCELLED' });
      else await expect(cancel(10000)).rejects.toThrow(/NOT_CANCELABLE_AMOUNT/);
    },
  );

  it('declines a method the provider refuses (NOT_SUPPORTED_METHOD)', async () => {
    const result = await confirm('pk_m_거절', { orderId: 'order-m', method: 'GIFT_CARD' });
    expect(result).toMatchObject({ outcome: 'DECLINED', code: 'NOT_SUPPORTED_METHOD' });
  });

  it('looks an attempt up by its provider order id (GET /v1/payments/orders/{orderId})', async () => {
    const lookup = (providerOrderId: string | null) =>
      provider.lookup({ idempotencyKey: 'k', providerOrderId });
    expect(await lookup('order-1')).toEqual({
      status: 'PAID',
      paymentKey: 'pk_va_1',
      transactionKey: 'pk_va_1-confirm',
      amount: 48600,
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/payments/orders/order-1' });
    expect(await lookup('pa-expired')).toMatchObject({ status: 'NOT_PAID' });
    expect(await lookup('pa-unknown')).toMatchObject({ status: 'NOT_PAID', detail: 'NOT_FOUND_PAYMENT' });
    expect(await lookup('pa-in-progress')).toMatchObject({ status: 'PENDING' });
    expect(await lookup(null)).toMatchObject({ status: 'PENDING' });
  });

  it('turns a card-company refusal into a decline', async () => {
    const result = await confirm('pk_declined', { orderId: 'order-2', amount: 100 });
    expect(result).toMatchObject({ outcome: 'DECLINED', code: 'REJECT_CARD_COMPANY' });
  });

  it('issues a virtual account with dueDate and keeps the secret', async () => {
    const dueAt = new Date('2026-11-25T03:00:00.000Z');
    const va = await provider.issueVirtualAccount({
      orderId: 'order-1',
      orderName: 'G261122-000001',
      amount: 48600,
      customerName: '김철수',
      dueAt,
    });
    expect(va).toEqual({
      paymentKey: 'pk_va_1',
      bank: '신한',
      accountNumber: 'X6210000000001',
      holderName: '김철수',
      dueAt: dueAt.toISOString(),
      secret: 'ps_secret_1',
    });
    expect(seen[0]!.body).toMatchObject({ dueDate: dueAt.toISOString(), amount: 48600 });
    expect(seen[0]!.body).not.toHaveProperty('validHours');
    expect(seen[0]!.idempotencyKey).toBe('va-order-1');
  });

  it('verifies DEPOSIT_CALLBACK by its secret, then takes the amount from a fresh GET', async () => {
    const body = (secret: string, nested: boolean) => {
      const fields = {
        secret,
        status: 'DONE',
        orderId: 'order-1',
        transactionKey: 'tx_dep_1',
        createdAt: 'x',
      };
      return JSON.stringify(nested ? { eventType: 'DEPOSIT_CALLBACK', data: fields } : fields);
    };
    const lookup = async (orderId: string) => (orderId === 'order-1' ? 'ps_secret_1' : null);
    const now = new Date();
    for (const nested of [false, true]) {
      const verified = await provider.verifyWebhook(
        { headers: {}, rawBody: body('ps_secret_1', nested), now },
        lookup,
      );
      expect(verified).toEqual({
        kind: 'DEPOSIT',
        orderId: 'order-1',
        paymentKey: 'pk_va_1',
        transactionKey: 'tx_dep_1',
        amount: 48600,
        depositor: null,
      });
    }
    await expect(
      provider.verifyWebhook({ headers: {}, rawBody: body('ps_forged', false), now }, lookup),
    ).rejects.toMatchObject({ reason: 'SIGNATURE' });
    await expect(
      provider.verifyWebhook({ headers: {}, rawBody: '{nope', now }, lookup),
    ).rejects.toMatchObject({
      reason: 'MALFORMED',
    });
  });

  it('cancels with refundReceiveAccount and the caller-given Idempotency-Key; a refused account is reported', async () => {
    const account = { bank: '국민', accountNumber: '12345678901', holderName: '김철수' };
    const cancelR1 = () =>
      provider.cancel({
        paymentKey: 'pk_va_1',
        amount: 1000,
        reason: 'cancel',
        refundAccount: account,
        idempotencyKey: 'refund-order-1-R1',
      });
    const first = await cancelR1();
    const retried = await cancelR1();
    expect(retried).toEqual(first);
    expect(seen[0]).toMatchObject({
      url: '/v1/payments/pk_va_1/cancel',
      idempotencyKey: 'refund-order-1-R1',
      body: { cancelReason: 'cancel', cancelAmount: 1000, refundReceiveAccount: account },
    });
    const refused = await provider.cancel({
      paymentKey: 'pk_va_1',
      amount: 1000,
      reason: 'cancel',
      refundAccount: { ...account, accountNumber: '99900000' },
      idempotencyKey: 'refund-order-1-R2',
    });
    expect(refused).toMatchObject({ outcome: 'ACCOUNT_REJECTED', code: 'INVALID_REFUND_ACCOUNT_INFO' });
  });
});
