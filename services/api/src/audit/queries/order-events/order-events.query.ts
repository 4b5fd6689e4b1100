import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { gradingOrderStream } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { ApiException } from '../../../errors';
import { EVENT_STORE } from '../../../event-store';
import { auditEventOf, type AuditEvent } from '../../events/audit-event';

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
