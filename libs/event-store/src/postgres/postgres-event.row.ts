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

// Numbers travel as text: other libraries in the process (Emmett's dumbo) reset pg's global int8 parser.
// Always select FROM event_store.events e and ORDER BY e.<column>: an unqualified name in ORDER BY would
// mean these text aliases and sort '10' before '9'.
export const EVENT_COLUMNS = `e.global_position::text AS global_position, e.stream_id, e.revision::text AS revision,
  e.event_id, e.type, e.data, e.metadata, e.transaction_id::text AS transaction_id, e.created_at`;

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
