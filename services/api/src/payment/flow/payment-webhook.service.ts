import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { foldOrder, isDomainError } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { derivedCommandId } from '@slabworks/order-commands';
import { WebhookRejectedError, type PaymentProvider, type VerifiedWebhook } from '@slabworks/payments';
import { ApiException } from '../../errors';
import { EVENT_STORE } from '../../event-store';
import { OrderCommandExecutor } from '../../order';
import { readOrderHistory } from '@slabworks/order-commands';
import { UUID_PATTERN } from '@slabworks/order-commands';
import { PaymentAttemptsRepository } from '../persistence/payment-attempts.repository';
import { WebhookDeliveriesRepository } from '../persistence/webhook-deliveries.repository';
import { PAYMENT_PROVIDER } from '../payment-provider.provider';
import { StrayMoneyService } from './stray-money.service';

export type WebhookOutcome = 'PAID' | 'IGNORED' | 'FLAGGED';

// Refusals that mean "this money has no open order to go to": give it back.
const STRAY = new Set(['ORDER.ALREADY_PAID', 'ORDER.CANCELLED', 'ORDER.NOT_PAYABLE']);

/**
 * Verify first, then book. The event id derives from the provider's transaction key, so however
 * often (and however concurrently) the provider repeats a deposit, one PaymentCompleted is appended
 * and every copy is answered 200 (anything else makes the provider retry for days). A provider that
 * signs a delivery id (PortOne, Standard Webhooks) resends under the same id only when it got no 2xx;
 * an id already taken is a replay of a captured request and is refused (401), nothing appended.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger('PaymentWebhook');

  constructor(
    private readonly executor: OrderCommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly attempts: PaymentAttemptsRepository,
    private readonly stray: StrayMoneyService,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {}

  async receive(
    providerName: string,
    headers: Record<string, string | string[] | undefined>,
    rawBody: string | undefined,
    correlationId: string,
  ): Promise<{ outcome: WebhookOutcome }> {
    if (providerName !== this.provider.name) throw ApiException.notFound();
    if (!rawBody) throw new ApiException(HttpStatus.BAD_REQUEST, 'PAYMENT.WEBHOOK_MALFORMED');
    let verified: VerifiedWebhook;
    try {
      verified = await this.provider.verifyWebhook({ headers, rawBody, now: new Date() }, (orderId) =>
        this.attempts.secretOf(orderId),
      );
    } catch (error) {
      if (!(error instanceof WebhookRejectedError)) throw error;
      this.logger.warn(`security: ${providerName} webhook refused (${error.reason}: ${error.message})`);
      throw error.reason === 'MALFORMED'
        ? new ApiException(HttpStatus.BAD_REQUEST, 'PAYMENT.WEBHOOK_MALFORMED')
        : new ApiException(HttpStatus.UNAUTHORIZED, 'PAYMENT.WEBHOOK_UNVERIFIED');
    }
    // A signed delivery id (PortOne) is taken once: a replay inside the timestamp window is refused.
    const deliveryId = verified.deliveryId;
    if (deliveryId !== undefined && !(await this.deliveries.claim(providerName, deliveryId))) {
      this.logger.warn(
        `security: ${providerName} webhook refused (REPLAYED: delivery ${deliveryId} seen before)`,
      );
      throw new ApiException(HttpStatus.UNAUTHORIZED, 'PAYMENT.WEBHOOK_UNVERIFIED');
    }
    if (verified.kind === 'IGNORED') return { outcome: 'IGNORED' };
    try {
      return await this.book(verified, correlationId);
    } catch (error) {
      // Not booked: the provider's retry of this delivery must get through.
      if (deliveryId !== undefined) await this.deliveries.release(providerName, deliveryId);
      throw error;
    }
  }

  private async book(
    deposit: Extract<VerifiedWebhook, { kind: 'DEPOSIT' }>,
    correlationId: string,
  ): Promise<{ outcome: WebhookOutcome }> {
    const { orderId, paymentKey, transactionKey, amount } = deposit;
    const flag = async (kind: 'AMOUNT_MISMATCH' | 'LATE_DEPOSIT' | 'DUPLICATE_DEPOSIT' | 'UNKNOWN_ORDER') => {
      const state = UUID_PATTERN.test(orderId)
        ? foldOrder((await readOrderHistory(this.store, orderId)).events)
        : null;
      await this.stray.handle({
        kind,
        orderId,
        paymentKey,
        transactionKey,
        amount,
        expectedAmount: state?.order?.pricing.totalAmount ?? null,
        orderStatus: state?.status ?? null,
        refundAccount: deposit.depositor ?? state?.refundAccount ?? null,
        refund: kind === 'LATE_DEPOSIT' || kind === 'DUPLICATE_DEPOSIT',
      });
      return { outcome: 'FLAGGED' as const };
    };
    if (!UUID_PATTERN.test(orderId)) return flag('UNKNOWN_ORDER');
    try {
      await this.executor.execute(
        {
          orderId,
          commandId: derivedCommandId('deposit', this.provider.name, transactionKey),
          actor: { id: `provider:${this.provider.name}`, role: 'SYSTEM' },
          correlationId,
        },
        () => ({
          type: 'CompletePayment',
          data: { method: 'VIRTUAL_ACCOUNT', amount, providerKey: paymentKey },
        }),
      );
      return { outcome: 'PAID' };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.code === 'ORDER.PAYMENT_AMOUNT_MISMATCH') return flag('AMOUNT_MISMATCH');
      if (error.code === 'ORDER.ALREADY_PAID') return flag('DUPLICATE_DEPOSIT');
      if (STRAY.has(error.code)) return flag('LATE_DEPOSIT');
      if (error.code === 'ORDER.NOT_FOUND' || error.code === 'ORDER.NOT_PLACED') return flag('UNKNOWN_ORDER');
      throw error;
    }
  }
}
