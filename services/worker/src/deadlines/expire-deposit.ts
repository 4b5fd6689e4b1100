import { isDomainError } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { derivedCommandId, executeOrderCommand, systemClock, type Clock } from '@slabworks/order-commands';

export type ExpiryOutcome =
  | { outcome: 'EXPIRED' | 'ALREADY_EXPIRED' }
  | { outcome: 'NOT_DUE'; dueAt: string }
  | { outcome: 'NOT_WAITING' };

const SYSTEM = { id: 'deadline-worker', role: 'SYSTEM' as const };

/**
 * Sends ExpireDeposit; decide re-checks state and time, so an early, late or duplicate call (job and
 * sweeper racing) changes nothing it should not. The command id names the order's deadline, so two
 * callers that both get through append one event.
 */
export async function expireDeposit(
  store: EventStore,
  orderId: string,
  clock: Clock = systemClock,
): Promise<ExpiryOutcome> {
  try {
    const result = await executeOrderCommand(
      store,
      {
        orderId,
        commandId: derivedCommandId('expire-deposit', orderId),
        actor: SYSTEM,
        correlationId: orderId,
      },
      () => ({ type: 'ExpireDeposit', data: {} }),
      { clock },
    );
    return { outcome: result.replayed ? 'ALREADY_EXPIRED' : 'EXPIRED' };
  } catch (error) {
    if (isDomainError(error) && error.code === 'ORDER.DEPOSIT_NOT_DUE')
      return { outcome: 'NOT_DUE', dueAt: String(error.params.dueAt) };
    if (isDomainError(error)) return { outcome: 'NOT_WAITING' };
    throw error;
  }
}
