import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TossPaymentProvider } from './toss-payment.provider';

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown> | null;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

// A local stand-in answering with the documented shapes (payments-reliability.md §1.1).
function fakeToss(seen: Seen[]): Server {
  const cancelsByKey = new Map<string, unknown>();
  return createServer(async (req, res) => {
    const raw = await readBody(req);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, idempotencyKey, body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.url === '/v1/payments/confirm') {
      if (body?.paymentKey === 'pk_declined')
        return send(403, { code: 'REJECT_CARD_COMPANY', message: '카드사에서 거절했습니다' });
      return send(200, {
        paymentKey: body?.paymentKey,
        orderId: body?.orderId,
        status: 'DONE',
        method: '카드',
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
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(req.url!);
    if (cancel) {
      const account = body?.refundReceiveAccount as { accountNumber?: string } | undefined;
      if (account?.accountNumber?.startsWith('999'))
        return send(400, { code: 'INVALID_REFUND_ACCOUNT_INFO', message: '환불 계좌 정보가 잘못되었습니다' });
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
  const seen: Seen[] = [];
  const server = fakeToss(seen);
  let provider: TossPaymentProvider;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider = new TossPaymentProvider({ baseUrl: `http://127.0.0.1:${port}`, secretKey: 'test_sk_abc' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  it('confirms with Basic auth (secret key, empty password) and a per-order Idempotency-Key', async () => {
    const result = await provider.charge({
      orderId: 'order-1',
      orderName: 'G261122-000001',
      amount: 48600,
      currency: 'KRW',
      method: 'CARD',
      paymentKey: 'pk_1',
    });
    expect(result).toEqual({
      outcome: 'APPROVED',
      paymentKey: 'pk_1',
      transactionKey: 'tx_confirm_1',
      amount: 48600,
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/payments/confirm',
      auth: `Basic ${Buffer.from('test_sk_abc:').toString('base64')}`,
      idempotencyKey: 'charge-order-1',
      body: { paymentKey: 'pk_1', orderId: 'order-1', amount: 48600 },
    });
  });

  it('turns a card-company refusal into a decline', async () => {
    const result = await provider.charge({
      orderId: 'order-2',
      orderName: 'x',
      amount: 100,
      currency: 'KRW',
      method: 'CARD',
      paymentKey: 'pk_declined',
    });
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
    const first = await provider.cancel({
      paymentKey: 'pk_va_1',
      amount: 1000,
      reason: 'cancel',
      refundAccount: account,
      idempotencyKey: 'refund-order-1-R1',
    });
    const retried = await provider.cancel({
      paymentKey: 'pk_va_1',
      amount: 1000,
      reason: 'cancel',
      refundAccount: account,
      idempotencyKey: 'refund-order-1-R1',
    });
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
