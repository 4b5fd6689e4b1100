import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { gradingOrderStream } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';
import { DataSource } from 'typeorm';
import { ApiException } from '../../../errors';
import { EVENT_STORE } from '../../../event-store';
import { displayNameSql } from '../../../member';

/** One event as the order screen shows it: what happened, when, and who did it (by name). */
export interface OrderHistoryEntry {
  revision: number;
  type: string;
  at: string;
  actorId: string | null;
  actorRole: string | null;
  actorName: string | null;
  /** ProcessingCorrected: the step taken back, the one returned to, and the admin's reason. */
  correction: { from: string; to: string; reason: string } | null;
}

export class OrderHistoryQuery extends Query<OrderHistoryEntry[]> {
  constructor(
    readonly orderId: string,
    /** Only events after this revision (what changed since the caller read the order). */
    readonly after?: number,
  ) {
    super();
  }
}

/**
 * The order's stream as staff read it: the timeline of the order screen and, after a 412, the
 * "someone else changed this order" list (who ran which step since the revision the screen had).
 */
@QueryHandler(OrderHistoryQuery)
export class OrderHistoryHandler implements IQueryHandler<OrderHistoryQuery, OrderHistoryEntry[]> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  async execute(query: OrderHistoryQuery): Promise<OrderHistoryEntry[]> {
    const events = await this.store.read(gradingOrderStream(query.orderId));
    if (events.length === 0) throw ApiException.notFound('ORDER.NOT_FOUND');
    const wanted = events.filter((e) => query.after === undefined || e.revision > query.after);
    const actors = wanted.map((e) => actorOf(e.metadata));
    const ids = [...new Set(actors.map((a) => a.id).filter((id): id is string => id !== null))];
    const names = new Map<string, string | null>();
    if (ids.length > 0) {
      const rows: { id: string; name: string | null }[] = await this.dataSource.query(
        `SELECT id::text AS id, ${displayNameSql()} AS name FROM member WHERE id::text = ANY($1)`,
        [ids],
      );
      for (const row of rows) names.set(row.id, row.name);
    }
    return wanted.map((e, i) => {
      const actor = actors[i]!;
      const occurredAt = (e.metadata as Record<string, unknown> | null)?.occurredAt;
      return {
        revision: e.revision,
        type: e.type,
        at: typeof occurredAt === 'string' ? occurredAt : e.createdAt.toISOString(),
        actorId: actor.id,
        actorRole: actor.role,
        actorName: actor.id ? (names.get(actor.id) ?? null) : null,
        correction: correctionOf(e.type, e.data),
      };
    });
  }
}

const actorOf = (metadata: unknown): { id: string | null; role: string | null } => {
  const actor = (metadata as { actor?: { id?: unknown; role?: unknown } } | null)?.actor;
  return {
    id: typeof actor?.id === 'string' ? actor.id : null,
    role: typeof actor?.role === 'string' ? actor.role : null,
  };
};

const correctionOf = (type: string, data: unknown): OrderHistoryEntry['correction'] => {
  if (type !== 'ProcessingCorrected') return null;
  const { from, to, reason } = data as { from: string; to: string; reason: string };
  return { from, to, reason };
};
