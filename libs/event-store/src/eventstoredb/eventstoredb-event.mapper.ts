import type { AllStreamResolvedEvent, ResolvedEvent } from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '../event-store.port';
import { encodeEsdbCheckpoint } from './eventstoredb-checkpoint';

type Resolved = ResolvedEvent | AllStreamResolvedEvent;

/** System records ($-prefixed streams or types) never reach our handlers. */
export function isUserEvent(resolved: Resolved): boolean {
  const event = resolved.event;
  return Boolean(event && !event.streamId.startsWith('$') && !event.type.startsWith('$'));
}

function decodeBody(body: unknown): unknown {
  if (!(body instanceof Uint8Array)) return body;
  return body.length === 0 ? null : JSON.parse(Buffer.from(body).toString('utf8'));
}

export function toRecordedEvent(resolved: Resolved): RecordedEvent {
  const event = resolved.event;
  if (!event) throw new Error('Resolved event without a record');
  const position = event.position;
  return {
    streamId: event.streamId,
    revision: Number(event.revision),
    id: event.id,
    type: event.type,
    data: decodeBody(event.data),
    metadata: (decodeBody(event.metadata) as Record<string, unknown> | undefined) ?? {},
    createdAt: event.created,
    position: position ? encodeEsdbCheckpoint(position) : '',
    globalPosition: position ? position.commit.toString() : '',
  };
}
