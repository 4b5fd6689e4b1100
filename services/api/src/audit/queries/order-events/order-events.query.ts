import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { gradingOrderStream } from '@slabworks/domain';
import type { EventStore, RecordedEvent } from '@slabworks/event-store';
import { ApiException } from '../../../errors/api.exception';
import { EVENT_STORE } from '../../../event-store/event-store.module';

export interface AuditEvent {
  revision: number;
  type: string;
  globalPosition: string;
  eventId: string;
  actor: unknown;
  occurredAt: string | null;
  recordedAt: string;
  correlationId: string | null;
  causationId: string | null;
  schemaVersion: number;
  data: unknown;
}

export const auditEventOf = (e: RecordedEvent): AuditEvent => {
  const m = (e.metadata ?? {}) as Record<string, unknown>;
  return {
    revision: e.revision,
    type: e.type,
    globalPosition: e.globalPosition,
    eventId: e.id,
    actor: m.actor ?? null,
    occurredAt: typeof m.occurredAt === 'string' ? m.occurredAt : null,
    recordedAt: e.createdAt.toISOString(),
    correlationId: typeof m.correlationId === 'string' ? m.correlationId : null,
    causationId: typeof m.causationId === 'string' ? m.causationId : null,
    schemaVersion: typeof m.schemaVersion === 'number' ? m.schemaVersion : 1,
    data: e.data,
  };
};

export class OrderEventsQuery extends Query<AuditEvent[]> {
  constructor(readonly orderId: string) {
    super();
  }
}

/** Every event of one order as stored: the auditor's primary record, straight from the stream. */
@QueryHandler(OrderEventsQuery)
export class OrderEventsHandler implements IQueryHandler<OrderEventsQuery, AuditEvent[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(query: OrderEventsQuery): Promise<AuditEvent[]> {
    const events = await this.store.read(gradingOrderStream(query.orderId));
    if (events.length === 0) throw ApiException.notFound('ORDER.NOT_FOUND');
    return events.map(auditEventOf);
  }
}
