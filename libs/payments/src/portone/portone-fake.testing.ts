import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSeenRequest, type SeenRequest } from '../seen-request.testing';
import { standardWebhookSignature } from './portone-webhook';
import type { PortOneCancellation, PortOneMethod, PortOnePayment } from './portone.types';

// A local stand-in for PortOne V2's REST API, answering with the documented shapes (the server
// SDK's generated types: Payment, PaymentAmount, PaymentMethod*, CancelPaymentBody,
// CancelPaymentResponse, the PaymentClient's paths and `Authorization: PortOne <secret>`), so the
// adapter's tests (and the api's) run without the network. What the browser window would do is
// played by `pay` (a payment as PortOne holds it after the window), deposits by `deposit`.

export type { SeenRequest };

/** Methods whose PG refuses a partial cancel (mobile phone and gift certificates: whole only). */
const WHOLE_CANCEL_ONLY = new Set<PortOneMethod['type']>([
  'PaymentMethodMobile',
  'PaymentMethodGiftCertificate',
]);

export interface FakePortOne {
  readonly url: string;
  readonly seen: SeenRequest[];
  readonly payments: Map<string, PortOnePayment>;
  /** Plays the window: PortOne now holds `paymentId` as given (PAID by default). */
  pay(
    paymentId: string,
    p: {
      amount: number;
      currency?: string;
      method?: PortOneMethod;
      status?: PortOnePayment['status'];
    } & Partial<Pick<PortOnePayment, 'failure'>>,
  ): PortOnePayment;
  /** A deposit into an issued virtual account: the payment turns PAID; returns the webhook PortOne sends. */
  deposit(paymentId: string, at?: Date): { headers: Record<string, string>; rawBody: string };
  /** A signed webhook as PortOne sends it (Standard Webhooks). */
  webhook(
    type: string,
    paymentId: string,
    at?: Date,
    id?: string,
  ): { headers: Record<string, string>; rawBody: string };
  /** Answer 503 to the next `n` requests. */
  failNext(n: number): void;
  close(): Promise<void>;
}

export async function startFakePortOne(options: {
  apiSecret: string;
  storeId: string;
  webhookSecret: string;
}): Promise<FakePortOne> {
  const seen: SeenRequest[] = [];
  const payments = new Map<string, PortOnePayment>();
  const answered = new Map<string, { status: number; body: unknown }>();
  let failures = 0;

  const newPayment = (
    paymentId: string,
    p: { amount: number; currency?: string; method?: PortOneMethod; status?: PortOnePayment['status'] },
  ): PortOnePayment => ({
    status: p.status ?? 'PAID',
    id: paymentId,
    transactionId: randomUUID(),
    storeId: options.storeId,
    ...(p.method ? { method: p.method } : {}),
    orderName: 'order',
    amount: { total: p.amount, paid: p.amount, cancelled: 0, taxFree: 0, discount: 0 },
    currency: p.currency ?? 'KRW',
  });

  const handle = async (req: IncomingMessage): Promise<{ status: number; body: unknown }> => {
    const request = await readSeenRequest(req);
    seen.push(request);
    const { body, idempotencyKey, path, query } = request;
    if (failures > 0) {
      failures -= 1;
      return { status: 503, body: { type: 'UNKNOWN', message: 'unavailable' } };
    }
    if (req.headers.authorization !== `PortOne ${options.apiSecret}`)
      return { status: 401, body: { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' } };
    const storeId = req.method === 'GET' ? query.get('storeId') : body?.storeId;
    if (storeId !== options.storeId) return { status: 403, body: { type: 'FORBIDDEN', message: 'store' } };
    if (req.method === 'POST') {
      if (!idempotencyKey || !/^[A-Za-z0-9_-]{16,256}$/.test(idempotencyKey))
        return { status: 400, body: { type: 'INVALID_REQUEST', message: 'Idempotency-Key' } };
      const earlier = answered.get(`${path} ${idempotencyKey}`);
      if (earlier) return earlier;
    }
    const match = /^\/payments\/([^/]+)(?:\/(instant|cancel))?$/.exec(path);
    if (!match) return { status: 404, body: { type: 'NOT_FOUND', message: path } };
    const paymentId = decodeURIComponent(match[1]!);
    const action = match[2];
    const payment = payments.get(paymentId);
    if (req.method === 'GET' && !action) {
      return payment
        ? { status: 200, body: payment }
        : { status: 404, body: { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' } };
    }
    const remember = (answer: { status: number; body: unknown }) => {
      answered.set(`${path} ${idempotencyKey}`, answer);
      return answer;
    };
    if (req.method === 'POST' && action === 'instant') {
      if (payment) return { status: 409, body: { type: 'ALREADY_PAID', message: '이미 결제되었습니다.' } };
      const va = (body?.method as { virtualAccount?: Record<string, unknown> } | undefined)?.virtualAccount;
      const amount = (body?.amount as { total?: number } | undefined)?.total;
      if (!va || typeof amount !== 'number' || !body?.channelKey || !body.orderName || !body.currency)
        return { status: 400, body: { type: 'INVALID_REQUEST', message: 'method.virtualAccount, amount…' } };
      const expiry = va.expiry as { dueDate?: string } | undefined;
      payments.set(
        paymentId,
        newPayment(paymentId, {
          amount,
          status: 'VIRTUAL_ACCOUNT_ISSUED',
          method: {
            type: 'PaymentMethodVirtualAccount',
            bank: String(va.bank),
            accountNumber: `5621${String(payments.size + 1).padStart(10, '0')}`,
            remitteeName: String(va.remitteeName ?? ''),
            expiredAt: expiry?.dueDate,
            issuedAt: new Date().toISOString(),
          },
        }),
      );
      return remember({ status: 200, body: { payment: { pgTxId: `pg-${paymentId}` } } });
    }
    if (req.method === 'POST' && action === 'cancel') {
      if (!payment) return { status: 404, body: { type: 'PAYMENT_NOT_FOUND', message: 'none' } };
      if (payment.status !== 'PAID' && payment.status !== 'PARTIAL_CANCELLED')
        return { status: 409, body: { type: 'PAYMENT_NOT_PAID', message: `status ${payment.status}` } };
      if (typeof body?.reason !== 'string' || !body.reason)
        return { status: 400, body: { type: 'INVALID_REQUEST', message: 'reason is required' } };
      const cancellable = payment.amount.total - payment.amount.cancelled;
      const amount = typeof body.amount === 'number' ? body.amount : cancellable;
      if (amount > cancellable)
        return {
          status: 409,
          body: { type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', message: '취소 가능 금액 초과' },
        };
      const method = payment.method?.type;
      if (method && WHOLE_CANCEL_ONLY.has(method) && amount !== cancellable)
        return {
          status: 400,
          body: {
            type: 'PG_PROVIDER',
            message: 'PG사 오류',
            pgCode: 'PARTIAL_CANCEL_NOT_ALLOWED',
            pgMessage: '부분취소 불가',
          },
        };
      const account = body.refundAccount as
        { bank?: string; number?: string; holderName?: string } | undefined;
      const isVa = method === 'PaymentMethodVirtualAccount';
      if (isVa && (!account?.bank || !account.number || !account.holderName))
        return { status: 400, body: { type: 'INVALID_REQUEST', message: 'refundAccount is required' } };
      if (account?.number?.startsWith('999'))
        return {
          status: 400,
          body: {
            type: 'PG_PROVIDER',
            message: 'PG사 오류',
            pgCode: 'INVALID_ACCOUNT',
            pgMessage: '환불 계좌 오류',
          },
        };
      payment.amount.cancelled += amount;
      payment.status = payment.amount.cancelled === payment.amount.total ? 'CANCELLED' : 'PARTIAL_CANCELLED';
      const cancellation: PortOneCancellation = {
        // A virtual account is refunded by bank transfer later: requested, not yet succeeded.
        status: isVa ? 'REQUESTED' : 'SUCCEEDED',
        id: `cancel-${randomUUID()}`,
        totalAmount: amount,
        reason: body.reason,
      };
      return remember({ status: 200, body: { cancellation } });
    }
    return { status: 405, body: { type: 'INVALID_REQUEST', message: 'method' } };
  };

  const server: Server = createServer((req, res) => {
    void handle(req).then(({ status, body }) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const webhook = (type: string, paymentId: string, at = new Date(), id = `msg_${randomUUID()}`) => {
    const payment = payments.get(paymentId);
    const rawBody = JSON.stringify({
      type,
      timestamp: at.toISOString(),
      data: { storeId: options.storeId, paymentId, transactionId: payment?.transactionId ?? randomUUID() },
    });
    const timestamp = String(Math.floor(at.getTime() / 1000));
    return {
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': timestamp,
        'webhook-signature': `v1,${standardWebhookSignature(options.webhookSecret, id, timestamp, rawBody)}`,
      },
      rawBody,
    };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    payments,
    pay(paymentId, p) {
      const payment = { ...newPayment(paymentId, p), ...(p.failure ? { failure: p.failure } : {}) };
      payments.set(paymentId, payment);
      return payment;
    },
    deposit(paymentId, at) {
      const payment = payments.get(paymentId);
      if (payment?.status !== 'VIRTUAL_ACCOUNT_ISSUED') throw new Error(`fake: ${paymentId} is not waiting`);
      payment.status = 'PAID';
      return webhook('Transaction.Paid', paymentId, at);
    },
    webhook,
    failNext(n) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
