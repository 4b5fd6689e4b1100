import { randomBytes, randomInt } from 'node:crypto';
import type { Pool } from 'pg';
import { chargeKey, virtualAccountKey } from '../idempotency-keys';
import { allowsPartialRefund } from '@slabworks/domain';
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
import { SIGNATURE_HEADER, verifySignature } from '../webhook-signature';
import { parseSandboxDeposit } from './sandbox-webhook';
import { sandboxCardOutcome, SANDBOX_REJECTED_ACCOUNT_PREFIX } from './test-cards';

export interface SandboxOptions {
  webhookSecret: string;
  toleranceSeconds: number;
  /** The bank the sandbox issues virtual accounts at. */
  bank?: string;
  holderName?: string;
}

// Every method spec §1 names; each but the virtual account is paid in the (played) window first.
const SUPPORTED: readonly PaymentMethod[] = PAYMENT_METHODS;
const key = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A PG that runs inside our stack (embedded default): it keeps its own books in PostgreSQL so the
 * api and the worker see the same payments, answers idempotently per key like a real PG, and sends
 * deposits as HMAC-signed webhooks. It moves no money.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly pool: Pool,
    private readonly options: SandboxOptions,
  ) {}

  supports(method: PaymentMethod): boolean {
    return SUPPORTED.includes(method);
  }

  windowMethod(method: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>, easyPay?: EasyPayProvider): WindowMethod {
    // The played window (GET /api/payments/sandbox/checkout) takes our own words.
    return { method, ...(easyPay ? { easyPay } : {}) };
  }

  /**
   * The payment window (Toss's `requestPayment`, played here): the card is checked and a paymentKey
   * handed out for this order and amount; nothing is charged until `charge` confirms it.
   */
  async authorize(input: {
    orderId: string;
    amount: number;
    /** CARD when not given (the window Toss opens by default). */
    method?: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>;
    easyPay?: EasyPayProvider;
    cardNumber?: string;
  }): Promise<
    { outcome: 'AUTHORIZED'; paymentKey: string } | { outcome: 'DECLINED'; code: string; message: string }
  > {
    const method = input.method ?? 'CARD';
    if (method === 'CARD') {
      const card = sandboxCardOutcome(input.cardNumber);
      if (card.outcome === 'UNAVAILABLE' || card.outcome === 'CHARGED_UNANSWERED')
        return { outcome: 'DECLINED', code: 'PROVIDER_ERROR', message: 'the card company did not answer' };
      if (card.outcome === 'DECLINED') return card;
    }
    if (method === 'EASY_PAY' && !input.easyPay)
      return { outcome: 'DECLINED', code: 'INVALID_REQUEST', message: 'easyPay names the wallet' };
    const paymentKey = key('sbxw');
    await this.pool.query(
      `INSERT INTO payment_sandbox.payments (payment_key, idempotency_key, order_id, method, amount, status, balance)
       VALUES ($1, $1, $2, $3, $4, 'READY', 0)`,
      [paymentKey, input.orderId, method, input.amount],
    );
    return { outcome: 'AUTHORIZED', paymentKey };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.paymentKey)
      return this.confirm(
        request.paymentKey,
        request.providerOrderId ?? request.orderId,
        request.amount,
        request.method,
      );
    const idempotencyKey = request.idempotencyKey ?? chargeKey(request.orderId);
    let answerLost = false;
    if (request.method === 'CARD') {
      const outcome = sandboxCardOutcome(request.cardNumber);
      if (outcome.outcome === 'UNAVAILABLE')
        throw new ProviderUnavailableError('sandbox: test card 4000000000000119');
      if (outcome.outcome === 'DECLINED') return outcome;
      answerLost = outcome.outcome === 'CHARGED_UNANSWERED';
    } else {
      // As at Toss: everything but a card (the sandbox's test-card shortcut) is paid in the window.
      return {
        outcome: 'DECLINED',
        code: 'INVALID_REQUEST',
        message: `${request.method} is paid in the payment window (paymentKey required)`,
      };
    }
    const paymentKey = key('sbx');
    await this.pool.query(
      `INSERT INTO payment_sandbox.payments (payment_key, idempotency_key, order_id, method, amount, status, balance)
       VALUES ($1, $2, $3, $4, $5, 'DONE', $5) ON CONFLICT (idempotency_key) DO NOTHING`,
      [paymentKey, idempotencyKey, request.orderId, request.method, request.amount],
    );
    if (answerLost)
      throw new ProviderUnavailableError('sandbox: test card 4000000000000259 (charged, answer lost)');
    // A retried charge gets the first approval back (same key), never a second charge.
    const { rows } = await this.pool.query(
      `SELECT payment_key, amount FROM payment_sandbox.payments WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    const row = rows[0]!;
    return {
      outcome: 'APPROVED',
      paymentKey: row.payment_key,
      transactionKey: `${row.payment_key}-approve`,
      amount: Number(row.amount),
    };
  }

  /**
   * Toss's confirm (`POST /v1/payments/confirm {paymentKey, orderId, amount}`): only the key the window
   * gave for this order, and only for the amount the window was opened with, so a return URL edited in
   * the browser charges nothing. Confirming again answers the same approval.
   */
  private async confirm(
    paymentKey: string,
    orderId: string,
    amount: number,
    method: PaymentMethod,
  ): Promise<ChargeResult> {
    // A key from a window opened for another method is not this payment (nothing is charged).
    const { rows } = await this.pool.query(
      `SELECT amount, status FROM payment_sandbox.payments
        WHERE payment_key = $1 AND order_id = $2 AND method = $3`,
      [paymentKey, orderId, method],
    );
    const row = rows[0];
    if (!row || (row.status !== 'READY' && row.status !== 'DONE'))
      return { outcome: 'DECLINED', code: 'NOT_FOUND_PAYMENT_SESSION', message: 'unknown paymentKey' };
    if (Number(row.amount) !== amount)
      return {
        outcome: 'DECLINED',
        code: 'INVALID_AMOUNT',
        message: 'amount differs from the payment window',
      };
    await this.pool.query(
      `UPDATE payment_sandbox.payments SET status = 'DONE', balance = amount WHERE payment_key = $1 AND status = 'READY'`,
      [paymentKey],
    );
    return { outcome: 'APPROVED', paymentKey, transactionKey: `${paymentKey}-approve`, amount };
  }

  /**
   * The PG's record of one attempt: a direct charge by its idempotency key, a window payment by the
   * order id the window was opened with. A window authorised but never confirmed charged nothing.
   */
  async lookup(query: PaymentLookup): Promise<PaymentStatus> {
    const { rows } = await this.pool.query(
      `SELECT payment_key, amount, status FROM payment_sandbox.payments
        WHERE method <> 'VIRTUAL_ACCOUNT' AND (idempotency_key = $1 OR order_id = $2)
        ORDER BY (status = 'DONE') DESC, created_at DESC LIMIT 1`,
      [query.idempotencyKey, query.providerOrderId],
    );
    const row = rows[0];
    if (!row) return { status: 'NOT_PAID', detail: 'no payment under this key' };
    if (row.status === 'DONE')
      return {
        status: 'PAID',
        paymentKey: row.payment_key,
        transactionKey: `${row.payment_key}-approve`,
        amount: Number(row.amount),
      };
    return { status: 'NOT_PAID', detail: `payment ${row.status}` };
  }

  async issueVirtualAccount(request: VirtualAccountRequest): Promise<IssuedVirtualAccount> {
    const accountNumber = `5621${String(randomInt(0, 1e10)).padStart(10, '0')}`;
    await this.pool.query(
      `INSERT INTO payment_sandbox.payments
         (payment_key, idempotency_key, order_id, method, amount, status, balance, bank, account_number, holder_name, due_at)
       VALUES ($1, $2, $3, 'VIRTUAL_ACCOUNT', $4, 'WAITING_FOR_DEPOSIT', 0, $5, $6, $7, $8)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        key('sbx'),
        virtualAccountKey(request.orderId),
        request.orderId,
        request.amount,
        this.options.bank ?? '신한',
        accountNumber,
        this.options.holderName ?? '슬랩웍스',
        request.dueAt,
      ],
    );
    const { rows } = await this.pool.query(
      `SELECT payment_key, bank, account_number, holder_name, due_at FROM payment_sandbox.payments
       WHERE idempotency_key = $1`,
      [virtualAccountKey(request.orderId)],
    );
    const row = rows[0]!;
    return {
      paymentKey: row.payment_key,
      bank: row.bank,
      accountNumber: row.account_number,
      holderName: row.holder_name,
      dueAt: new Date(row.due_at).toISOString(),
      secret: null,
    };
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const done = await client.query(
        `SELECT outcome, transaction_key, amount FROM payment_sandbox.cancels WHERE idempotency_key = $1`,
        [request.idempotencyKey],
      );
      const payment = (
        await client.query(
          `SELECT method, status, balance FROM payment_sandbox.payments WHERE payment_key = $1 FOR UPDATE`,
          [request.paymentKey],
        )
      ).rows[0];
      // Read again under the row lock: two concurrent retries of one key must not both cancel.
      const again = done.rows[0]
        ? done
        : await client.query(
            `SELECT outcome, transaction_key, amount FROM payment_sandbox.cancels WHERE idempotency_key = $1`,
            [request.idempotencyKey],
          );
      const previous = again.rows[0];
      if (previous) {
        await client.query('COMMIT');
        return previous.outcome === 'CANCELLED'
          ? {
              outcome: 'CANCELLED',
              transactionKey: previous.transaction_key,
              amount: Number(previous.amount),
            }
          : { outcome: 'ACCOUNT_REJECTED', code: 'INVALID_REFUND_ACCOUNT_INFO', message: 'account refused' };
      }
      if (!payment) throw new Error(`sandbox: NOT_FOUND_PAYMENT ${request.paymentKey}`);
      if (request.amount <= 0 || request.amount > Number(payment.balance))
        throw new Error(`sandbox: NOT_CANCELABLE_AMOUNT ${request.amount} > ${payment.balance}`);
      // Mobile-phone and gift-card payments are cancelled whole or not at all, as at the real PGs.
      if (request.amount !== Number(payment.balance) && !allowsPartialRefund(payment.method))
        throw new Error(`sandbox: NOT_CANCELABLE_AMOUNT no partial cancel of ${payment.method}`);
      const needsAccount = payment.method === 'VIRTUAL_ACCOUNT';
      const account = request.refundAccount ?? null;
      const rejected =
        needsAccount &&
        (!account ||
          !/^\d+$/.test(account.accountNumber) ||
          account.accountNumber.startsWith(SANDBOX_REJECTED_ACCOUNT_PREFIX) ||
          !account.holderName.trim());
      const transactionKey = key('sbxc');
      await client.query(
        `INSERT INTO payment_sandbox.cancels (idempotency_key, payment_key, amount, outcome, transaction_key, refund_account)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          request.idempotencyKey,
          request.paymentKey,
          request.amount,
          rejected ? 'ACCOUNT_REJECTED' : 'CANCELLED',
          transactionKey,
          account ? JSON.stringify(account) : null,
        ],
      );
      if (!rejected) {
        await client.query(
          `UPDATE payment_sandbox.payments SET balance = balance - $2,
             status = CASE WHEN balance - $2 = 0 THEN 'CANCELED' ELSE 'PARTIAL_CANCELED' END
           WHERE payment_key = $1`,
          [request.paymentKey, request.amount],
        );
      }
      await client.query('COMMIT');
      return rejected
        ? { outcome: 'ACCOUNT_REJECTED', code: 'INVALID_REFUND_ACCOUNT_INFO', message: 'account refused' }
        : { outcome: 'CANCELLED', transactionKey, amount: request.amount };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async verifyWebhook(delivery: WebhookDelivery): Promise<VerifiedWebhook> {
    const header = delivery.headers[SIGNATURE_HEADER];
    verifySignature(
      this.options.webhookSecret,
      Array.isArray(header) ? header[0] : header,
      delivery.rawBody,
      delivery.now,
      this.options.toleranceSeconds,
    );
    const deposit = parseSandboxDeposit(delivery.rawBody);
    if (!deposit) throw new WebhookRejectedError('MALFORMED', 'not a sandbox deposit');
    return { kind: 'DEPOSIT', ...deposit };
  }

  /** What a tester's "deposit" does at the bank: record it and produce the signed webhook. */
  async deposit(input: {
    accountNumber: string;
    amount: number;
    depositor?: { bank: string; accountNumber: string; holderName: string } | null;
    now: Date;
  }): Promise<{ orderId: string; rawBody: string } | null> {
    const { rows } = await this.pool.query(
      `SELECT payment_key, order_id FROM payment_sandbox.payments WHERE account_number = $1`,
      [input.accountNumber],
    );
    const payment = rows[0];
    if (!payment) return null;
    const transactionKey = key('sbxd');
    await this.pool.query(
      `INSERT INTO payment_sandbox.deposits (transaction_key, payment_key, amount, depositor) VALUES ($1, $2, $3, $4)`,
      [
        transactionKey,
        payment.payment_key,
        input.amount,
        input.depositor ? JSON.stringify(input.depositor) : null,
      ],
    );
    await this.pool.query(
      `UPDATE payment_sandbox.payments SET status = 'DONE', balance = balance + $2 WHERE payment_key = $1`,
      [payment.payment_key, input.amount],
    );
    const rawBody = JSON.stringify({
      eventType: 'DEPOSIT',
      createdAt: input.now.toISOString(),
      data: {
        orderId: payment.order_id,
        paymentKey: payment.payment_key,
        transactionKey,
        amount: input.amount,
        depositor: input.depositor ?? null,
      },
    });
    return { orderId: payment.order_id, rawBody };
  }
}
