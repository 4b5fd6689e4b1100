import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { assertPayable, DomainError, isDomainError, type Actor } from '@slabworks/domain';
import type { AppConfig } from '@slabworks/config';
import type { EventStore } from '@slabworks/event-store';
import { derivedCommandId } from '@slabworks/order-commands';
import type { PaymentProvider } from '@slabworks/payments';
import { APP_CONFIG } from '../../config/app-config.provider';
import { ApiException } from '../../errors/api.exception';
import { EVENT_STORE } from '../../event-store/event-store.module';
import { OrderCommandExecutor } from '../../order/core/order-command.executor';
import type { PayOrderRequestDto } from '../http/pay-order.request.dto';
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

/** POST /api/orders/:id/payments: card and other instant methods settle now; a virtual account waits. */
@Injectable()
export class PayOrderService {
  constructor(
    private readonly executor: OrderCommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attempts: PaymentAttemptsRepository,
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
    const total = order.order.pricing.totalAmount;
    if (body.amount !== undefined && body.amount !== total) {
      throw new DomainError('ORDER.PAYMENT_AMOUNT_MISMATCH', 'client total differs', {
        params: { expected: total, actual: body.amount },
      });
    }
    const actor: Actor = { id: memberId, role: 'MEMBER' };
    const now = new Date();
    return body.method === 'VIRTUAL_ACCOUNT'
      ? this.issueVirtualAccount(order, actor, now, correlationId)
      : this.charge(order, body, actor, correlationId);
  }

  private async charge(
    order: PlacedSnapshot,
    body: PayOrderRequestDto,
    actor: Actor,
    correlationId: string,
  ): Promise<PaymentAnswer> {
    const total = order.order.pricing.totalAmount;
    const method = body.method as Exclude<PayOrderRequestDto['method'], 'VIRTUAL_ACCOUNT'>;
    // Refused before the provider is called; decide checks again when the payment is appended.
    assertPayable(order, 'CompletePayment');
    const charge = await this.provider.charge({
      orderId: order.orderId,
      orderName: order.order.orderNumber,
      amount: total,
      currency: order.order.pricing.currency,
      method,
      ...(body.easyPay ? { easyPay: body.easyPay } : {}),
      ...(body.cardNumber ? { cardNumber: body.cardNumber } : {}),
      ...(body.paymentKey ? { paymentKey: body.paymentKey } : {}),
    });
    const context = { orderId: order.orderId, actor, correlationId };
    if (charge.outcome === 'DECLINED') {
      await this.executor
        .execute({ ...context, commandId: randomUUID() }, () => ({
          type: 'FailPayment',
          data: { reason: `${charge.code}: ${charge.message}` },
        }))
        .catch(() => undefined); // a waiting virtual account stays valid; the decline is still answered
      throw new ApiException(
        HttpStatus.PAYMENT_REQUIRED,
        'PAYMENT.DECLINED',
        {},
        { providerCode: charge.code },
      );
    }
    await this.attempts.record({
      orderId: order.orderId,
      paymentKey: charge.paymentKey,
      provider: this.provider.name,
      method,
      amount: charge.amount,
      secret: null,
    });
    try {
      const result = await this.executor.execute(
        { ...context, commandId: derivedCommandId('charge', order.orderId, charge.paymentKey) },
        () => ({
          type: 'CompletePayment',
          data: { method, amount: charge.amount, providerKey: charge.paymentKey },
        }),
      );
      return { orderId: order.orderId, revision: result.revision, status: result.state.status!, method };
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
    assertPayable(order, 'IssueVirtualAccount');
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
