import { decodeOrderEvent, gradingOrderStream, type OrderEvent } from '@slabworks/domain';
import type { EventStore, ReadStreamOptions, RecordedEvent } from '@slabworks/event-store';

export interface OrderHistory {
  recorded: RecordedEvent[];
  events: OrderEvent[];
  /** Revision of the last event read; -1 when the stream does not exist. */
  revision: number;
}

/**
 * The order's stream holds an event this code cannot decode (a type from newer code, a schema version
 * without an upcaster, a broken payload). Folding without it would decide on a made-up state, so the
 * command side refuses; the projections log and skip the same event.
 */
export class UndecodableOrderEventError extends Error {
  readonly code = 'ORDER.UNREADABLE_EVENT';

  constructor(
    readonly streamId: string,
    readonly revision: number,
    readonly type: string,
    readonly reason: string,
  ) {
    super(`${streamId}@${revision}: event ${type} is ${reason}`);
    this.name = 'UndecodableOrderEventError';
  }
}

/** Stored events keep schemaVersion in metadata and the payload in data (see read-models' decoder). */
export function toOrderEvent(recorded: RecordedEvent): OrderEvent {
  const metadata = (recorded.metadata ?? {}) as { schemaVersion?: unknown };
  const decoded = decodeOrderEvent({
    type: recorded.type,
    schemaVersion: metadata.schemaVersion ?? 1,
    data: recorded.data,
  });
  if (!decoded.ok)
    throw new UndecodableOrderEventError(recorded.streamId, recorded.revision, recorded.type, decoded.reason);
  return decoded.event;
}

/** The order's stream (optionally up to a revision or an instant, for auditors' time travel). */
export async function readOrderHistory(
  store: EventStore,
  orderId: string,
  options: ReadStreamOptions = {},
): Promise<OrderHistory> {
  const recorded = await store.read(gradingOrderStream(orderId), options);
  return {
    recorded,
    events: recorded.map(toOrderEvent),
    revision: recorded.length ? recorded[recorded.length - 1]!.revision : -1,
  };
}
