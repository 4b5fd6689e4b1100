import { decodeOrderEvent, isOrderEventType, type OrderEvent } from '@slabworks/domain';
import type { RecordedEvent } from '@slabworks/event-store';

export interface OrderEventRecord {
  readonly orderId: string;
  readonly revision: number;
  /** When it happened (the command's clock), else when it was stored. */
  readonly at: string;
  readonly event: OrderEvent;
}

/** Stored events keep schemaVersion in metadata (design: order-lifecycle.md); payload in data. */
export function decodeOrderRecord(recorded: RecordedEvent): OrderEventRecord {
  const metadata = (recorded.metadata ?? {}) as { schemaVersion?: unknown; occurredAt?: unknown };
  const decoded = decodeOrderEvent({
    type: recorded.type,
    schemaVersion: metadata.schemaVersion ?? 1,
    data: recorded.data,
  });
  if (!decoded.ok) throw new Error(`order event ${recorded.type} is ${decoded.reason}`);
  const data = recorded.data as { orderId?: unknown };
  if (typeof data?.orderId !== 'string') throw new Error('order event without orderId');
  const at = typeof metadata.occurredAt === 'string' ? metadata.occurredAt : recorded.createdAt.toISOString();
  return { orderId: data.orderId, revision: recorded.revision, at, event: decoded.event };
}

export const isKnownOrderEvent = (type: string): boolean => isOrderEventType(type);
