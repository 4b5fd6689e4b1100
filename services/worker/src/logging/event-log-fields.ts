import type { RecordedEvent } from '@slabworks/event-store';

/**
 * What a worker log line about an event carries: the event, and the correlationId the api put in its
 * metadata, so one search finds the request and everything the worker did because of it.
 */
export function eventLogFields(event: RecordedEvent): Record<string, unknown> {
  const metadata = event.metadata as { correlationId?: unknown; causationId?: unknown };
  return {
    eventId: event.id,
    eventType: event.type,
    streamId: event.streamId,
    correlationId: typeof metadata.correlationId === 'string' ? metadata.correlationId : null,
    causationId: typeof metadata.causationId === 'string' ? metadata.causationId : null,
  };
}
