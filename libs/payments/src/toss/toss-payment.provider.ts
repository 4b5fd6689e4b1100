import { chargeKey, virtualAccountKey } from '../idempotency-keys';
import { constantTimeEqual } from '../constant-time';
import { PAYMENT_METHODS, type EasyPayProvider, type PaymentMethod } from '../payment-method';

const PAYMENT_METHODS_SET = new Set<PaymentMethod>(PAYMENT_METHODS);
import {
  WebhookRejectedError,
  type CancelRequest,
  type CancelResult,
  type ChargeRequest,
  type ChargeResult,
  type IssuedSecretLookup,
  type IssuedVirtualAccount,
  type PaymentLookup,
  type PaymentProvider,
  type PaymentStatus,
  type VerifiedWebhook,
  type VirtualAccountRequest,
  type WebhookDelivery,
  type WindowMethod,
} from '../payment-provider.port';
import { TossApiError, TossHttp } from './toss-http';
import { TOSS_BANK_NAMES, type TossPayment } from './toss.types';
import { parseDepositCallback } from './toss-webhook';
import { answeredMethodOf, TOSS_WINDOW_METHOD } from './toss-methods';

const DECLINES = /^(REJECT_|INVALID_CARD|EXCEED_|NOT_AVAILABLE_|INVALID_STOPPED_CARD|PAY_PROCESS_)/;
const ACCOUNT_REFUSALS = /(REFUND_ACCOUNT|INVALID_BANK|INVALID_ACCOUNT)/;

/**
 * Toss Payments core API v1 over REST. Not yet run against the live service: shapes follow the
 * public docs and are pinned by a local fake in toss-payment.provider.int.spec.ts.
 */
export class TossPaymentProvider implements PaymentProvider {
  readonly name = 'toss' as const;
  private readonly http: TossHttp;

  constructor(options: { baseUrl: string; secretKey: string }) {
    this.http = new TossHttp(options.baseUrl, options.secretKey);
  }

  supports(method: PaymentMethod): boolean {
    // Every method of spec §1 exists at Toss; the payment window decides what the member sees.
    return PAYMENT_METHODS_SET.has(method);
  }

  windowMethod(method: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>, easyPay?: EasyPayProvider): WindowMethod {
    // A quick pay opens the card window straight on its wallet (card.flowMode DIRECT + card.easyPay).
    return { method: TOSS_WINDOW_METHOD[method], ...(method === 'EASY_PAY' && easyPay ? { easyPay } : {}) };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!request.paymentKey)
      return {
        outcome: 'DECLINED',
        code: 'INVALID_REQUEST',
        message: 'paymentKey from the payment window is required',
      };
    try {
      const payment = await this.http.call<TossPayment>(
        'POST',
        '/v1/payments/confirm',
        {
          paymentKey: request.paymentKey,
          orderId: request.providerOrderId ?? request.orderId,
          amount: request.amount,
        },
        request.idempotencyKey ?? chargeKey(request.orderId),
      );
      if (payment.status !== 'DONE')
        return { outcome: 'DECLINED', code: payment.status, message: 'payment not done' };
      const answered = answeredMethodOf(payment.method, payment.easyPay?.provider);
      return {
        outcome: 'APPROVED',
        paymentKey: payment.paymentKey,
        transactionKey: payment.lastTransactionKey ?? `${payment.paymentKey}-confirm`,
        amount: payment.totalAmount,
        ...(answered ?? {}),
      };
    } catch (error) {
      if (error instanceof TossApiError && (DECLINES.test(error.error.code) || error.error.status === 400))
        return { outcome: 'DECLINED', code: error.error.code, message: error.error.message };
      throw error;
    }
  }

  async issueVirtualAccount(request: VirtualAccountRequest): Promise<IssuedVirtualAccount> {
    const payment = await this.http.call<TossPayment>(
      'POST',
      '/v1/virtual-accounts',
      {
        amount: request.amount,
        orderId: request.orderId,
        orderName: request.orderName,
        customerName: request.customerName,
        bank: '88',
        dueDate: request.dueAt.toISOString(),
      },
      virtualAccountKey(request.orderId),
    );
    const va = payment.virtualAccount;
    if (!va) throw new Error('toss: virtual-account response without virtualAccount');
    return {
      paymentKey: payment.paymentKey,
      bank: TOSS_BANK_NAMES[va.bankCode] ?? va.bankCode,
      accountNumber: va.accountNumber,
      holderName: va.customerName,
      dueAt: new Date(va.dueDate).toISOString(),
      secret: payment.secret ?? null,
    };
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    const account = request.refundAccount;
    try {
      const payment = await this.http.call<TossPayment>(
        'POST',
        `/v1/payments/${encodeURIComponent(request.paymentKey)}/cancel`,
        {
          cancelReason: request.reason,
          cancelAmount: request.amount,
          ...(account
            ? {
                refundReceiveAccount: {
                  bank: account.bank,
                  accountNumber: account.accountNumber,
                  holderName: account.holderName,
                },
              }
            : {}),
        },
        request.idempotencyKey,
      );
      const last = payment.cancels?.[payment.cancels.length - 1];
      return {
        outcome: 'CANCELLED',
        transactionKey: last?.transactionKey ?? payment.lastTransactionKey ?? request.idempotencyKey,
        amount: last?.cancelAmount ?? request.amount,
      };
    } catch (error) {
      if (error instanceof TossApiError && ACCOUNT_REFUSALS.test(error.error.code))
        return { outcome: 'ACCOUNT_REJECTED', code: error.error.code, message: error.error.message };
      throw error;
    }
  }

  /**
   * `GET /v1/payments/orders/{orderId}` with the order id the window was opened with (one per
   * attempt). DONE is a charge; an unknown orderId, ABORTED, EXPIRED or CANCELED ones charged nothing
   * that is still held; READY and IN_PROGRESS may still be confirmed (Toss expires them in ~10 min).
   */
  async lookup(query: PaymentLookup): Promise<PaymentStatus> {
    if (!query.providerOrderId)
      return { status: 'PENDING', detail: 'no provider order id to ask Toss about' };
    try {
      const payment = await this.http.call<TossPayment>(
        'GET',
        `/v1/payments/orders/${encodeURIComponent(query.providerOrderId)}`,
      );
      if (payment.status === 'DONE')
        return {
          status: 'PAID',
          paymentKey: payment.paymentKey,
          transactionKey: payment.lastTransactionKey ?? `${payment.paymentKey}-confirm`,
          amount: payment.totalAmount,
        };
      if (['ABORTED', 'EXPIRED', 'CANCELED'].includes(payment.status))
        return { status: 'NOT_PAID', detail: `payment ${payment.status}` };
      return { status: 'PENDING', detail: `payment ${payment.status}` };
    } catch (error) {
      if (error instanceof TossApiError && error.error.status === 404)
        return { status: 'NOT_PAID', detail: error.error.code };
      throw error;
    }
  }

  /**
   * DEPOSIT_CALLBACK carries no signature: its `secret` must equal the one saved at issuance
   * (constant-time), and the amount and status are then taken from a fresh GET, never the body.
   */
  async verifyWebhook(delivery: WebhookDelivery, secrets: IssuedSecretLookup): Promise<VerifiedWebhook> {
    const callback = parseDepositCallback(delivery.rawBody);
    if (!callback) throw new WebhookRejectedError('MALFORMED', 'not a DEPOSIT_CALLBACK');
    const saved = await secrets(callback.orderId);
    if (!saved || !constantTimeEqual(callback.secret, saved))
      throw new WebhookRejectedError('SIGNATURE', 'secret does not match the issued virtual account');
    if (callback.status !== 'DONE') return { kind: 'IGNORED', reason: `deposit status ${callback.status}` };
    const payment = await this.http.call<TossPayment>(
      'GET',
      `/v1/payments/orders/${encodeURIComponent(callback.orderId)}`,
    );
    if (payment.status !== 'DONE') return { kind: 'IGNORED', reason: `payment status ${payment.status}` };
    return {
      kind: 'DEPOSIT',
      orderId: payment.orderId,
      paymentKey: payment.paymentKey,
      transactionKey: callback.transactionKey,
      amount: payment.totalAmount,
      depositor: null,
    };
  }
}
