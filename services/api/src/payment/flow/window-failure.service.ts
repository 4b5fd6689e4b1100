import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { assertPayable, type Actor } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { declineReasonOf, type DeclineReason } from '@slabworks/payments';
import type { Language } from '@slabworks/contracts';
import { EVENT_STORE } from '../../event-store';
import { translate } from '../../i18n';
import { OrderCommandExecutor } from '../../order';
import { ChargeAttemptsRepository } from '../persistence/charge-attempts.repository';
import { memberOrder } from './order-snapshot';

export interface WindowFailureAnswer {
  orderId: string;
  status: string;
  reason: DeclineReason;
  providerCode: string;
  /** Why, in the caller's language (the provider's own message arrives in one language only). */
  message: string;
}

/**
 * The payment window came back to its fail URL (Toss: `?code&message&orderId`): nothing was charged.
 * The failure is recorded on the order (PaymentFailed, so the order page shows why) and answered as
 * the same stable reason and translated message a declined charge gets. The order stays payable.
 */
@Injectable()
export class WindowFailureService {
  constructor(
    private readonly executor: OrderCommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly charges: ChargeAttemptsRepository,
  ) {}

  async record(
    memberId: string,
    orderId: string,
    { providerCode, providerOrderId }: { providerCode: string; providerOrderId?: string },
    language: Language,
    correlationId: string,
  ): Promise<WindowFailureAnswer> {
    const order = await memberOrder(this.store, orderId, memberId);
    assertPayable(order, 'CompletePayment'); // paid, cancelled or expired: the usual 409
    const reason = declineReasonOf(providerCode);
    // The window's attempt ends here (400 when the id is not one of this order's attempts).
    if (providerOrderId) await this.charges.windowFailed(orderId, providerOrderId, { reason, providerCode });
    const actor: Actor = { id: memberId, role: 'MEMBER' };
    // A waiting virtual account stays as it is: only an order without one is marked failed.
    const status =
      order.status === 'WAITING_FOR_DEPOSIT'
        ? order.status
        : (
            await this.executor.execute({ orderId, actor, correlationId, commandId: randomUUID() }, () => ({
              type: 'FailPayment',
              data: { reason, providerCode },
            }))
          ).state.status!;
    return {
      orderId,
      status,
      reason,
      providerCode,
      message: translate(language, `errors:PAYMENT.DECLINE.${reason}`),
    };
  }
}
