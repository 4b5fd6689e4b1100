import type { RecordedEvent } from '@slabworks/event-store';

/** Who appended an event, as its metadata says: a member, staff, the worker or a provider's webhook. */
export interface AuditActor {
  id: string;
  role: string;
}

/** One stored event as auditors read and export it; fields missing from old metadata are null. */
export interface AuditEvent {
  revision: number;
  type: string;
  globalPosition: string;
  eventId: string;
  /** null: written before events carried an actor ("unknown" on screen). */
  actor: AuditActor | null;
  occurredAt: string | null;
  recordedAt: string;
  correlationId: string | null;
  causationId: string | null;
  schemaVersion: number;
  data: unknown;
}

/** A range export or the activity list spans streams, so each line names its stream. */
export interface StreamAuditEvent extends AuditEvent {
  streamId: string;
}

const actorOf = (value: unknown): AuditActor | null => {
  const actor = value as Partial<AuditActor> | null | undefined;
  return actor && typeof actor.id === 'string' && typeof actor.role === 'string'
    ? { id: actor.id, role: actor.role }
    : null;
};

export const auditEventOf = (e: RecordedEvent): AuditEvent => {
  const m = (e.metadata ?? {}) as Record<string, unknown>;
  return {
    revision: e.revision,
    type: e.type,
    globalPosition: e.globalPosition,
    eventId: e.id,
    actor: actorOf(m.actor),
    occurredAt: typeof m.occurredAt === 'string' ? m.occurredAt : null,
    recordedAt: e.createdAt.toISOString(),
    correlationId: typeof m.correlationId === 'string' ? m.correlationId : null,
    causationId: typeof m.causationId === 'string' ? m.causationId : null,
    schemaVersion: typeof m.schemaVersion === 'number' ? m.schemaVersion : 1,
    data: e.data,
  };
};

export const streamAuditEventOf = (e: RecordedEvent): StreamAuditEvent => ({
  streamId: e.streamId,
  ...auditEventOf(e),
});
