import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { assertPayable, DomainError, isDomainError, type Actor } from '@slabworks/domain';
import type { AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import { derivedCommandId } from '@slabworks/order-commands';
import {
  attemptChargeKey,
  declineReasonOf,
  ProviderUnavailableError,
  virtualAccountKey,
  type EasyPayProvider,
  type PaymentMethod,
  type PaymentProvider,
} from '@slabworks/payments';
import type { Language } from '@slabworks/contracts';
import { APP_CONFIG } from '../../config';
import { translate } from '../../i18n';
import { ApiException } from '../../errors';
import { EVENT_STORE } from '../../event-store';
import { OrderCommandExecutor } from '../../order';
import type { PayOrderRequestDto } from '../http/pay-order.request.dto';
import type { StartPaymentAttemptRequestDto } from '../http/start-payment-attempt.request.dto';
import { ChargeAttemptsRepository, type AttemptOutcome } from '../persistence/charge-attempts.repository';
import { PaymentAttemptsRepository } from '../persistence/payment-attempts.repository';
import { PAYMENT_PROVIDER } from '../payment-provider.provider';
import { memberOrder, type PlacedSnapshot } from './order-snapshot';
import { StrayMoneyService } from './stray-money.service';

export interface PaymentAnswer {
  orderId: string;
  revision: number;
  status: string;
  method: string;
  virtualAccount?: { bank: string; accountNumber: string; holderName: string; amount: number; dueAt: string };
}

export interface WindowAttempt {
  attemptId: string;
  method: Exclude<PaymentMethod, 'VIRTUAL_ACCOUNT'>;
  easyPay?: EasyPayProvider;
  /**
   * What the browser opens the provider's window with, in the provider's words (Toss, PortOne: SDK
   * values; PortOne also the channel).
   */
  window: { method: string; easyPay?: string; channelKey?: string };
  /** The window's `orderId` (6–64 of [A-Za-z0-9_-]); the return page sends it back as providerOrderId. */
  providerOrderId: string;
  amount: number;
  currency: string;
  orderName: string;
  /** Toss's customerKey: the member's id (never their e-mail). */
  customerKey: string;
}

/**
 * POST /api/orders/:id/payments: card and other instant methods settle now; a virtual account waits.
 * One order takes any number of attempts (a declined card, then another card or a virtual account),
 * one at a time (payment_charge_attempt), each with its own idempotency key at the provider.
 */
@Injectable()
export class PayOrderService {
  constructor(
    private readonly executor: OrderCommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: PaymentAttemptsRepository,
    private readonly charges: ChargeAttemptsRepository,
    private readonly stray: StrayMoneyService,
  ) {}

  async pay(
    memberId: string,
    orderId: string,
    body: PayOrderRequestDto,
    correlationId: string,
  ): Promise<PaymentAnswer> {
    const order = await memberOrder(this.store, orderId, memberId);
    if (!this.provider.supports(body.method))
      throw new ApiException(HttpStatus.BAD_REQUEST, 'PAYMENT.METHOD_NOT_SUPPORTED', { method: body.method });
    assertWindowReturn(body);
    const total = order.order.pricing.totalAmount;
    if (body.amount !== undefined && body.amount !== total) {
      throw new DomainError('ORDER.PAYMENT_AMOUNT_MISMATCH', 'client total differs', {
        params: { expected: total, actual: body.amount },
      });
    }
    const actor: Actor = { id: memberId, role: 'MEMBER' };
    const via = body.method === 'VIRTUAL_ACCOUNT' ? 'IssueVirtualAccount' : 'CompletePayment';
    // Refused before an attempt starts (paid, cancelled, expired), and again once it holds the
    // order's one attempt slot: an attempt that finished meanwhile may have paid it.
    assertPayable(order, via);
    // A window's return names its attempt (opened by openWindow); anything else starts one here. A
    // virtual account is issued once per order (the domain's rule), so its key stays the order's.
    const attempt = body.providerOrderId
      ? await this.charges.claim(orderId, body.providerOrderId)
      : await this.charges.start(orderId, body.method, (attemptId) =>
          body.method === 'VIRTUAL_ACCOUNT'
            ? virtualAccountKey(orderId)
            : attemptChargeKey(orderId, attemptId),
        );
    let outcome: { outcome: AttemptOutcome; reason?: string; providerCode?: string; paymentKey?: string } = {
      outcome: 'REFUSED',
    };
    try {
      const current = await memberOrder(this.store, orderId, memberId);
      assertPayable(current, via);
      if (body.method === 'VIRTUAL_ACCOUNT') {
        const answer = await this.issueVirtualAccount(current, actor, new Date(), correlationId);
        outcome = { outcome: 'APPROVED' };
        return answer;
      }
      return await this.charge(current, body, actor, correlationId, attempt.idempotencyKey, (o) => {
        outcome = o;
      });
    } finally {
      await this.charges.finish(attempt.attemptId, outcome.outcome, outcome);
    }
  }

  /**
   * POST /api/orders/:id/payments/attempts: a payment window is about to open. The attempt gets its
   * own provider order id (Toss refuses a second payment under one orderId) and the window is told
   * the server's amount and name, never the browser's. Paid, cancelled, expired: the usual 409.
   */
  async openWindow(
    memberId: string,
    orderId: string,
    body: StartPaymentAttemptRequestDto,
    language: Language,
  ): Promise<WindowAttempt> {
    const method = body.method ?? 'CARD';
    if (!this.provider.supports(method))
      throw new ApiException(HttpStatus.BAD_REQUEST, 'PAYMENT.METHOD_NOT_SUPPORTED', { method });
    if ((method === 'EASY_PAY') !== Boolean(body.easyPay))
      throw ApiException.validation([
        { field: 'easyPay', rule: method === 'EASY_PAY' ? 'required' : 'notAllowed' },
      ]);
    const order = await memberOrder(this.store, orderId, memberId);
    assertPayable(order, 'CompletePayment');
    const { attemptId, providerOrderId } = await this.charges.open(orderId, method);
    return {
      method,
      ...(body.easyPay ? { easyPay: body.easyPay } : {}),
      window: this.provider.windowMethod(method, body.easyPay),
      attemptId,
      providerOrderId,
      amount: order.order.pricing.totalAmount,
      currency: order.order.pricing.currency,
      orderName: translate(language, 'payment:window.order-name', {
        orderNumber: order.order.orderNumber,
      }).slice(0, 100),
      customerKey: memberId,
    };
  }

  private async charge(
    order: PlacedSnapshot,
    body: PayOrderRequestDto,
    actor: Actor,
    correlationId: string,
    idempotencyKey: string,
    settled: (o: {
      outcome: AttemptOutcome;
      reason?: string;
      providerCode?: string;
      paymentKey?: string;
    }) => void,
  ): Promise<PaymentAnswer> {
    const total = order.order.pricing.totalAmount;
    const method = body.method as Exclude<PayOrderRequestDto['method'], 'VIRTUAL_ACCOUNT'>;
    const charge = await this.provider
      .charge({
        orderId: order.orderId,
        orderName: order.order.orderNumber,
        amount: total,
        currency: order.order.pricing.currency,
        method,
        ...(body.easyPay ? { easyPay: body.easyPay } : {}),
        ...(body.cardNumber ? { cardNumber: body.cardNumber } : {}),
        ...(body.paymentKey ? { paymentKey: body.paymentKey } : {}),
        ...(body.providerOrderId ? { providerOrderId: body.providerOrderId } : {}),
        idempotencyKey,
      })
      .catch((error: unknown) => {
        // Not answered: nothing is booked on the order (a reconciliation would find a late charge).
        if (!(error instanceof ProviderUnavailableError)) throw error;
        settled({ outcome: 'UNAVAILABLE', reason: 'PROVIDER_UNAVAILABLE' });
        throw declined('PROVIDER_UNAVAILABLE', null);
      });
    const context = { orderId: order.orderId, actor, correlationId };
    if (charge.outcome === 'DECLINED') {
      const reason = declineReasonOf(charge.code);
      settled({ outcome: 'DECLINED', reason, providerCode: charge.code });
      await this.executor
        .execute({ ...context, commandId: randomUUID() }, () => ({
          type: 'FailPayment',
          data: { reason, providerCode: charge.code },
        }))
        .catch(() => undefined); // a waiting virtual account stays valid; the decline is still answered
      throw declined(reason, charge.code);
    }
    settled({ outcome: 'APPROVED', paymentKey: charge.paymentKey });
    // The provider's word on what was paid wins (a wallet window may end in another method).
    const paidBy = charge.method && charge.method !== 'VIRTUAL_ACCOUNT' ? charge.method : method;
    await this.attempts.record({
      orderId: order.orderId,
      paymentKey: charge.paymentKey,
      provider: this.provider.name,
      method: paidBy,
      amount: charge.amount,
      secret: null,
    });
    try {
      const result = await this.executor.execute(
        { ...context, commandId: derivedCommandId('charge', order.orderId, charge.paymentKey) },
        () => ({
          type: 'CompletePayment',
          data: { method: paidBy, amount: charge.amount, providerKey: charge.paymentKey },
        }),
      );
      return {
        orderId: order.orderId,
        revision: result.revision,
        status: result.state.status!,
        method: paidBy,
      };
    } catch (error) {
      // Charged, but the order changed meanwhile (cancelled, paid by deposit): give the money back.
      if (isDomainError(error)) {
        await this.stray.handle({
          kind: 'UNBOOKED_CHARGE',
          orderId: order.orderId,
          paymentKey: charge.paymentKey,
          transactionKey: charge.transactionKey,
          amount: charge.amount,
          expectedAmount: total,
          orderStatus: order.status,
          refundAccount: null,
          refund: true,
        });
      }
      throw error;
    }
  }

  private async issueVirtualAccount(
    order: PlacedSnapshot,
    actor: Actor,
    now: Date,
    correlationId: string,
  ): Promise<PaymentAnswer> {
    const dueAt = new Date(now.getTime() + this.config.payment.virtualAccountHours * 3_600_000);
    const total = order.order.pricing.totalAmount;
    const va = await this.provider.issueVirtualAccount({
      orderId: order.orderId,
      orderName: order.order.orderNumber,
      amount: total,
      customerName: order.returnAddress?.recipient ?? order.order.orderNumber,
      dueAt,
    });
    await this.attempts.record({
      orderId: order.orderId,
      paymentKey: va.paymentKey,
      provider: this.provider.name,
      method: 'VIRTUAL_ACCOUNT',
      amount: total,
      secret: va.secret,
    });
    const data = {
      bank: va.bank,
      accountNumber: va.accountNumber,
      holderName: va.holderName,
      dueAt: va.dueAt,
    };
    const result = await this.executor.execute(
      {
        orderId: order.orderId,
        actor,
        correlationId,
        commandId: derivedCommandId('virtual-account', order.orderId, va.paymentKey),
      },
      () => ({ type: 'IssueVirtualAccount', data }),
    );
    return {
      orderId: order.orderId,
      revision: result.revision,
      status: result.state.status!,
      method: 'VIRTUAL_ACCOUNT',
      virtualAccount: { ...data, amount: total },
    };
  }
}

/**
 * Everything but a card (the sandbox's test-card shortcut) and a virtual account is paid in the
 * provider's window first, so the return must carry its paymentKey; a quick pay names its wallet.
 */
function assertWindowReturn(body: PayOrderRequestDto): void {
  if (body.method === 'EASY_PAY' && !body.easyPay)
    throw ApiException.validation([{ field: 'easyPay', rule: 'required' }]);
  if (body.method !== 'EASY_PAY' && body.easyPay)
    throw ApiException.validation([{ field: 'easyPay', rule: 'notAllowed' }]);
  if (body.method !== 'CARD' && body.method !== 'VIRTUAL_ACCOUNT' && !body.paymentKey)
    throw ApiException.validation([{ field: 'paymentKey', rule: 'required' }]);
}

/** 402 PAYMENT.DECLINED, the message saying why in the member's language, and the reason for the client. */
const declined = (reason: string, providerCode: string | null) =>
  new ApiException(
    HttpStatus.PAYMENT_REQUIRED,
    'PAYMENT.DECLINED',
    {},
    { reason, providerCode },
    `PAYMENT.DECLINE.${reason}`,
  );
