import { decodeOrderEvent, gradingOrderStream, type OrderEvent } from '@slabworks/domain';
import type { EventStore, ReadStreamOptions, RecordedEvent } from '@slabworks/event-store';

export interface OrderHistory {
  recorded: RecordedEvent[];
  events: OrderEvent[];
  /** Revision of the last event read; -1 when the stream does not exist. */
  revision: number;
}

/** Stored events keep schemaVersion in metadata and the payload in data (see read-models' decoder). */
export function toOrderEvent(recorded: RecordedEvent): OrderEvent | null {
  const metadata = (recorded.metadata ?? {}) as { schemaVersion?: unknown };
  const decoded = decodeOrderEvent({
    type: recorded.type,
    schemaVersion: metadata.schemaVersion ?? 1,
    data: recorded.data,
  });
  return decoded.ok ? decoded.event : null;
}

/** The order's stream (optionally up to a revision or an instant, for auditors' time travel). */
export async function readOrderHistory(
  store: EventStore,
  orderId: string,
  options: ReadStreamOptions = {},
): Promise<OrderHistory> {
  const recorded = await store.read(gradingOrderStream(orderId), options);
  const events = recorded.map(toOrderEvent).filter((e): e is OrderEvent => e !== null);
  return { recorded, events, revision: recorded.length ? recorded[recorded.length - 1]!.revision : -1 };
}
