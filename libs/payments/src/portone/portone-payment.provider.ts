import { virtualAccountKey } from '../idempotency-keys';
import { PAYMENT_METHODS, type EasyPayProvider, type PaymentMethod } from '../payment-method';
import {
  ProviderUnavailableError,
  WebhookRejectedError,
  type CancelRequest,
  type CancelResult,
  type ChargeRequest,
  type ChargeResult,
  type IssuedVirtualAccount,
  type PaymentLookup,
  type PaymentProvider,
  type PaymentStatus,
  type VerifiedWebhook,
  type VirtualAccountRequest,
  type WebhookDelivery,
  type WindowMethod,
} from '../payment-provider.port';
import { PortOneApiError, PortOneHttp } from './portone-http';
import {
  answeredMethodOf,
  channelNameOf,
  PORTONE_EASY_PAY_PROVIDER,
  PORTONE_PAY_METHOD,
} from './portone-methods';
import {
  PORTONE_BANK_CODES,
  PORTONE_BANK_NAMES,
  type PortOneCancellation,
  type PortOnePayment,
} from './portone.types';
import { verifyStandardWebhook } from './portone-webhook';

const PAYMENT_METHODS_SET = new Set<PaymentMethod>(PAYMENT_METHODS);
// A virtual account's paymentId is the order's virtual-account key (one per order, the domain's rule).
const VA_PREFIX = virtualAccountKey('');
// The bank virtual accounts are issued at (Toss's adapter issues at 신한 too).
const VA_BANK = 'SHINHAN';

export interface PortOneOptions {
  baseUrl: string;
  apiSecret: string;
  storeId: string;
  /** The default channel, and per method or wallet (CARD, VIRTUAL_ACCOUNT, KAKAOPAY…) where configured. */
  channelKey: string;
  channelKeys?: Readonly<Record<string, string>>;
  webhookSecret: string;
  toleranceSeconds: number;
}

/**
 * PortOne V2 over REST. The browser pays in PortOne's window under the attempt's provider order id
 * as `paymentId`; the server then reads the payment (`GET /payments/{paymentId}`) and books it only
 * when it is PAID with the order's amount and currency, cancelling a payment whose amount was
 * tampered with. Not yet run against the live service: shapes follow the server SDK's generated
 * types and are pinned by a local fake in portone-payment.provider.int.spec.ts.
 */
export class PortOnePaymentProvider implements PaymentProvider {
  readonly name = 'portone' as const;
  private readonly http: PortOneHttp;

  constructor(private readonly options: PortOneOptions) {
    this.http = new PortOneHttp(options.baseUrl, options.apiSecret, options.storeId);
  }

  supports(method: PaymentMethod): boolean {
    // Every method of spec §1 exists at PortOne; which PG serves it is the channel's business.
    return PAYMENT_METHODS_SET.has(method);
  }

  private channelOf(method: PaymentMethod, easyPay?: EasyPayProvider): string {
    return this.options.channelKeys?.[channelNameOf(method, easyPay)] ?? this.options.channelKey;
  }

  windowMethod(method: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>, easyPay?: EasyPayProvider): WindowMethod {
    const wallet =
      method === 'EASY_PAY' && easyPay && PORTONE_EASY_PAY_PROVIDER[easyPay] ? easyPay : undefined;
    return {
      method: PORTONE_PAY_METHOD[method],
      ...(wallet ? { easyPay: wallet } : {}),
      channelKey: this.channelOf(method, wallet),
    };
  }

  private async payment(paymentId: string): Promise<PortOnePayment | null> {
    try {
      return await this.http.call<PortOnePayment>('GET', `/payments/${encodeURIComponent(paymentId)}`);
    } catch (error) {
      if (
        error instanceof PortOneApiError &&
        (error.status === 404 || error.body.type === 'PAYMENT_NOT_FOUND')
      )
        return null;
      throw error;
    }
  }

  /**
   * The window already charged; this reads what PortOne holds under the attempt's paymentId and
   * books it only if it is that payment, PAID, for the order's amount and currency. A payment for
   * another amount (the browser's request was tampered with) is cancelled whole and declined.
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const paymentId = request.providerOrderId;
    if (!paymentId)
      return {
        outcome: 'DECLINED',
        code: 'INVALID_REQUEST',
        message: 'the payment window’s paymentId is required',
      };
    if (request.paymentKey && request.paymentKey !== paymentId)
      return {
        outcome: 'DECLINED',
        code: 'PAYMENT_ID_MISMATCH',
        message: 'the returned paymentId is not the one this attempt opened',
      };
    const payment = await this.payment(paymentId);
    if (!payment) return { outcome: 'DECLINED', code: 'PAYMENT_NOT_FOUND', message: 'no such payment' };
    if (payment.id !== paymentId || (payment.storeId && payment.storeId !== this.options.storeId))
      return { outcome: 'DECLINED', code: 'PAYMENT_ID_MISMATCH', message: 'another payment answered' };
    switch (payment.status) {
      case 'PAID':
        break;
      case 'PAY_PENDING':
        // Approval still running at the PG: not an answer yet (reconciliation asks again).
        throw new ProviderUnavailableError(`portone payment ${paymentId} is PAY_PENDING`);
      case 'FAILED':
        return {
          outcome: 'DECLINED',
          code: payment.failure?.pgCode ?? 'PAYMENT_FAILED',
          message: payment.failure?.reason ?? payment.failure?.pgMessage ?? 'payment failed',
        };
      case 'CANCELLED':
      case 'PARTIAL_CANCELLED':
        return {
          outcome: 'DECLINED',
          code: 'PAYMENT_ALREADY_CANCELLED',
          message: `payment ${payment.status}`,
        };
      default:
        return { outcome: 'DECLINED', code: 'PAYMENT_NOT_PAID', message: `payment ${payment.status}` };
    }
    if (payment.amount.total !== request.amount || payment.currency !== request.currency) {
      await this.http.call<{ cancellation: PortOneCancellation }>(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/cancel`,
        { reason: 'amount differs from the order (tampered payment request)' },
        `tampered-${paymentId}`,
      );
      return {
        outcome: 'DECLINED',
        code: 'AMOUNT_MISMATCH',
        message: `paid ${payment.amount.total} ${payment.currency}, order is ${request.amount} ${request.currency}; cancelled`,
      };
    }
    return {
      outcome: 'APPROVED',
      paymentKey: payment.id,
      transactionKey: payment.transactionId,
      amount: payment.amount.total,
      ...(answeredMethodOf(payment.method) ?? {}),
    };
  }

  /** `POST /payments/{paymentId}/instant` (수기 결제, method.virtualAccount), then the account from a GET. */
  async issueVirtualAccount(request: VirtualAccountRequest): Promise<IssuedVirtualAccount> {
    const paymentId = virtualAccountKey(request.orderId);
    await this.http.call(
      'POST',
      `/payments/${encodeURIComponent(paymentId)}/instant`,
      {
        channelKey: this.channelOf('VIRTUAL_ACCOUNT'),
        method: {
          virtualAccount: {
            bank: VA_BANK,
            expiry: { dueDate: request.dueAt.toISOString() },
            option: { type: 'NORMAL' },
            remitteeName: request.customerName,
          },
        },
        orderName: request.orderName,
        amount: { total: request.amount },
        currency: 'KRW',
        customer: { name: { full: request.customerName } },
      },
      virtualAccountKey(request.orderId),
    );
    const payment = await this.payment(paymentId);
    const va = payment?.method;
    if (payment?.status !== 'VIRTUAL_ACCOUNT_ISSUED' || va?.type !== 'PaymentMethodVirtualAccount')
      throw new Error(`portone: virtual account ${paymentId} not issued (${payment?.status ?? 'not found'})`);
    return {
      paymentKey: payment.id,
      bank: (va.bank && PORTONE_BANK_NAMES[va.bank]) ?? va.bank ?? PORTONE_BANK_NAMES[VA_BANK]!,
      accountNumber: va.accountNumber,
      holderName: va.remitteeName ?? request.customerName,
      dueAt: new Date(va.expiredAt ?? request.dueAt).toISOString(),
      // Deposits are told by signed webhooks, so there is no per-account secret to keep.
      secret: null,
    };
  }

  /** `POST /payments/{paymentId}/cancel`: whole or part (`amount`), refundAccount for a deposited account. */
  async cancel(request: CancelRequest): Promise<CancelResult> {
    const account = request.refundAccount;
    try {
      const { cancellation } = await this.http.call<{ cancellation: PortOneCancellation }>(
        'POST',
        `/payments/${encodeURIComponent(request.paymentKey)}/cancel`,
        {
          amount: request.amount,
          reason: request.reason,
          ...(account
            ? {
                refundAccount: {
                  bank: PORTONE_BANK_CODES[account.bank.trim()] ?? account.bank,
                  number: account.accountNumber,
                  holderName: account.holderName,
                },
              }
            : {}),
        },
        request.idempotencyKey,
      );
      if (cancellation.status === 'FAILED')
        throw new Error(`portone: cancellation ${cancellation.id} of ${request.paymentKey} failed`);
      // REQUESTED: accepted, the money moves later (a virtual-account refund takes 1–2 business days).
      return { outcome: 'CANCELLED', transactionKey: cancellation.id, amount: cancellation.totalAmount };
    } catch (error) {
      // PortOne names no error for a refused refund account: the PG's refusal of a cancel that
      // carried one is taken as the account's.
      if (
        account &&
        error instanceof PortOneApiError &&
        (error.body.type === 'PG_PROVIDER' || error.body.type === 'INVALID_REQUEST')
      )
        return {
          outcome: 'ACCOUNT_REJECTED',
          code: error.body.pgCode ? `${error.body.type}:${error.body.pgCode}` : error.body.type,
          message: error.body.pgMessage ?? error.body.message ?? '',
        };
      throw error;
    }
  }

  /**
   * `GET /payments/{paymentId}` with the attempt's provider order id. PAID is a charge; unknown,
   * FAILED or CANCELLED charged nothing still held; READY, PAY_PENDING and the rest may still move.
   */
  async lookup(query: PaymentLookup): Promise<PaymentStatus> {
    if (!query.providerOrderId) return { status: 'PENDING', detail: 'no paymentId to ask PortOne about' };
    const payment = await this.payment(query.providerOrderId);
    if (!payment) return { status: 'NOT_PAID', detail: 'PAYMENT_NOT_FOUND' };
    if (payment.status === 'PAID')
      return {
        status: 'PAID',
        paymentKey: payment.id,
        transactionKey: payment.transactionId,
        amount: payment.amount.total,
      };
    if (payment.status === 'FAILED' || payment.status === 'CANCELLED')
      return { status: 'NOT_PAID', detail: `payment ${payment.status}` };
    return { status: 'PENDING', detail: `payment ${payment.status}` };
  }

  /**
   * Standard Webhooks signature and timestamp first (forged or stale: refused); the receiver refuses
   * a delivery id twice. The body only says which payment changed: whether it is a deposit, and of
   * what amount, comes from a fresh GET. Window payments are booked on the browser's return (and by
   * reconciliation), so only a paid virtual account becomes a DEPOSIT.
   */
  async verifyWebhook(delivery: WebhookDelivery): Promise<VerifiedWebhook> {
    const { deliveryId, body } = verifyStandardWebhook(
      this.options.webhookSecret,
      delivery,
      this.options.toleranceSeconds,
    );
    const ignored = (reason: string): VerifiedWebhook => ({ kind: 'IGNORED', reason, deliveryId });
    if (!body.type.startsWith('Transaction.')) return ignored(`event ${body.type}`);
    const paymentId = body.data?.paymentId;
    if (typeof paymentId !== 'string' || !paymentId || paymentId.length > 200)
      throw new WebhookRejectedError('MALFORMED', 'Transaction event without data.paymentId');
    if (body.data?.storeId && body.data.storeId !== this.options.storeId) return ignored('another store');
    if (body.type !== 'Transaction.Paid') return ignored(`event ${body.type}`);
    const payment = await this.payment(paymentId);
    if (!payment) return ignored('payment not found');
    if (payment.status !== 'PAID') return ignored(`payment status ${payment.status}`);
    if (payment.method?.type !== 'PaymentMethodVirtualAccount' || !payment.id.startsWith(VA_PREFIX))
      return ignored('a window payment (booked on return)');
    return {
      kind: 'DEPOSIT',
      orderId: payment.id.slice(VA_PREFIX.length),
      paymentKey: payment.id,
      transactionKey: payment.transactionId,
      amount: payment.amount.total,
      depositor: null,
      deliveryId,
    };
  }
}
