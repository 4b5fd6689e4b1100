import { isDomainError } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { derivedCommandId, executeOrderCommand, systemClock, type Clock } from '@slabworks/order-commands';

export type UnpaidExpiryOutcome =
  | { outcome: 'EXPIRED' | 'ALREADY_EXPIRED' }
  | { outcome: 'NOT_DUE'; dueAt: string }
  | { outcome: 'NOT_WAITING' };

const SYSTEM = { id: 'deadline-worker', role: 'SYSTEM' as const };

/**
 * Sends ExpireUnpaidOrder (issue #31); decide re-checks state and payBy, so the job and the sweeper
 * racing, or a job for an order paid meanwhile, change nothing. One command id per order.
 */
export async function expireUnpaidOrder(
  store: EventStore,
  orderId: string,
  clock: Clock = systemClock,
): Promise<UnpaidExpiryOutcome> {
  try {
    const result = await executeOrderCommand(
      store,
      {
        orderId,
        commandId: derivedCommandId('expire-unpaid', orderId),
        actor: SYSTEM,
        correlationId: orderId,
      },
      () => ({ type: 'ExpireUnpaidOrder', data: {} }),
      { clock },
    );
    return { outcome: result.replayed ? 'ALREADY_EXPIRED' : 'EXPIRED' };
  } catch (error) {
    if (isDomainError(error) && error.code === 'ORDER.PAYMENT_NOT_DUE')
      return { outcome: 'NOT_DUE', dueAt: String(error.params.payBy) };
    if (isDomainError(error)) return { outcome: 'NOT_WAITING' };
    throw error;
  }
}
