import type { RecordedEvent } from '../event-store.port';
import { encodePgCheckpoint } from './postgres-checkpoint';

export interface EventRow {
  global_position: string;
  stream_id: string;
  revision: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  transaction_id: string;
  created_at: Date;
}

export const EVENT_COLUMNS =
  'global_position, stream_id, revision, event_id, type, data, metadata, transaction_id, created_at';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    streamId: row.stream_id,
    revision: Number(row.revision),
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    createdAt: row.created_at,
    position: encodePgCheckpoint({ transactionId: row.transaction_id, globalPosition: row.global_position }),
    globalPosition: row.global_position,
  };
}
