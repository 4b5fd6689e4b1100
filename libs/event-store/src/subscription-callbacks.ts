import type { SubscriptionHandlers } from './event-store.port';

/**
 * A subscriber's own callback must never stop the subscription: what it throws is logged and the
 * subscription goes on. Both adapters (PostgreSQL, EventStoreDB) call the subscriber through here.
 */
export function callSafely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.error('event store subscription callback failed', error);
  }
}

/** A subscription's error goes to the subscriber's onError, or to the log when it has none. */
export function reportSubscriptionError(handlers: SubscriptionHandlers, error: unknown): void {
  if (handlers.onError) callSafely(() => handlers.onError?.(error));
  else console.error('event store subscription error', error);
}
