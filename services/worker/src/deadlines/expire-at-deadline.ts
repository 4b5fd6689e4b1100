import { isDomainError, type OrderCommandType } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { derivedCommandId, executeOrderCommand, systemClock, type Clock } from '@slabworks/order-commands';

export type ExpiryOutcome =
  | { outcome: 'EXPIRED' | 'ALREADY_EXPIRED' }
  | { outcome: 'NOT_DUE'; dueAt: string }
  | { outcome: 'NOT_WAITING' };

/** One of an order's deadlines: the command that expires it and how decide says "not yet". */
interface Deadline {
  /** Names the order's deadline in the command id, so two callers that both get through append one event. */
  readonly name: string;
  readonly command: Extract<OrderCommandType, 'ExpireDeposit' | 'ExpireUnpaidOrder'>;
  readonly notDueCode: string;
  /** The refusal's parameter that holds the deadline. */
  readonly dueAtParam: string;
}

const SYSTEM = { id: 'deadline-worker', role: 'SYSTEM' as const };

/**
 * Sends the deadline's expiry command; decide re-checks state and time, so an early, late or duplicate
 * call (the job and the sweeper racing, a job for an order paid meanwhile) changes nothing it should
 * not. Both deadlines go through here, so they answer the same outcomes for the same cases.
 */
async function expireAtDeadline(
  store: EventStore,
  orderId: string,
  deadline: Deadline,
  clock: Clock,
): Promise<ExpiryOutcome> {
  try {
    const result = await executeOrderCommand(
      store,
      {
        orderId,
        commandId: derivedCommandId(deadline.name, orderId),
        actor: SYSTEM,
        correlationId: orderId,
      },
      () => ({ type: deadline.command, data: {} }),
      { clock },
    );
    return { outcome: result.replayed ? 'ALREADY_EXPIRED' : 'EXPIRED' };
  } catch (error) {
    if (isDomainError(error) && error.code === deadline.notDueCode)
      return { outcome: 'NOT_DUE', dueAt: String(error.params[deadline.dueAtParam]) };
    if (isDomainError(error)) return { outcome: 'NOT_WAITING' };
    throw error;
  }
}

const DEPOSIT_DEADLINE: Deadline = {
  name: 'expire-deposit',
  command: 'ExpireDeposit',
  notDueCode: 'ORDER.DEPOSIT_NOT_DUE',
  dueAtParam: 'dueAt',
};

const UNPAID_DEADLINE: Deadline = {
  name: 'expire-unpaid',
  command: 'ExpireUnpaidOrder',
  notDueCode: 'ORDER.PAYMENT_NOT_DUE',
  dueAtParam: 'payBy',
};

/** Sends ExpireDeposit: a virtual account not paid by its due time. */
export const expireDeposit = (store: EventStore, orderId: string, clock: Clock = systemClock) =>
  expireAtDeadline(store, orderId, DEPOSIT_DEADLINE, clock);

/** Sends ExpireUnpaidOrder (issue #31): an order not paid by its payBy. */
export const expireUnpaidOrder = (store: EventStore, orderId: string, clock: Clock = systemClock) =>
  expireAtDeadline(store, orderId, UNPAID_DEADLINE, clock);
