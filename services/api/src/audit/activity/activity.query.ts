import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore, RecordedEvent } from '@slabworks/event-store';
import { orderSummaries } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { orderIdFromStream } from '@slabworks/domain';
import { ApiException } from '../../errors';
import { EVENT_STORE } from '../../event-store';
import { ActorDirectory } from '../actors/actor-directory';
import { streamAuditEventOf, type StreamAuditEvent } from '../events/audit-event';
import { eventsBehindHorizon, sleep } from '../events/log-horizon';

export interface ActivityFilter {
  /** MEMBER, OPERATOR, ADMIN, SYSTEM, or UNKNOWN for events written before actors were recorded. */
  role?: string;
  actorId?: string;
  type?: string;
  from?: string;
  to?: string;
}

export interface ActivityEntry extends StreamAuditEvent {
  actorName: string | null;
  /** The order's number when the stream is a grading order's (the screen links it, never the stream id). */
  orderNumber: string | null;
}

export interface ActivityPage {
  items: ActivityEntry[];
  /** Pass back as `after` for the next page; null when the log has been read to its end. */
  next: string | null;
  /** Events read from the log for this page (matching or not). */
  scanned: number;
}

export class ActivityQuery extends Query<ActivityPage> {
  constructor(
    readonly filter: ActivityFilter,
    readonly after: string | undefined,
    readonly limit: number,
  ) {
    super();
  }
}

const READ_PAGE = 1000;
/** Bounds one request's work: a sparse filter answers a short page and a cursor to go on from. */
export const MAX_SCANNED_PER_PAGE = 50_000;
/**
 * Events of the filter's time range out of the log's sight behind a running transaction
 * (log-horizon.ts) are waited for this long; after that the page ends with a cursor, not "the end".
 */
export const ACTIVITY_HORIZON_WAIT_MS = 2_000;
const HORIZON_POLL_MS = 50;

const encodeCursor = (checkpoint: string) => Buffer.from(checkpoint).toString('base64url');
const decodeCursor = (cursor: string) => Buffer.from(cursor, 'base64url').toString();

/**
 * Who changed what: the store's log in order, filtered by actor, type and record time, in keyset
 * pages (the cursor is the log position of the last event read, so paging never skips or repeats).
 */
@QueryHandler(ActivityQuery)
export class ActivityHandler implements IQueryHandler<ActivityQuery, ActivityPage> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly actors: ActorDirectory,
    private readonly dataSource: DataSource,
  ) {}

  async execute(query: ActivityQuery): Promise<ActivityPage> {
    const matches = matcherOf(query.filter);
    const found: RecordedEvent[] = [];
    let checkpoint = query.after === undefined ? undefined : decodeCursor(query.after);
    let scanned = 0;
    let atEnd = false;
    let waitingSince: number | undefined;
    // Set once nothing was out of sight: only a read begun after that may be taken as the end (log-horizon.ts).
    let nothingHiddenBefore = false;
    while (found.length < query.limit && scanned < MAX_SCANNED_PER_PAGE) {
      const clearBeforeRead = nothingHiddenBefore;
      nothingHiddenBefore = false;
      const page = await this.readPage(checkpoint, query.after !== undefined && scanned === 0);
      for (const event of page.events) {
        scanned += 1;
        checkpoint = event.position;
        if (matches(event)) found.push(event);
        if (found.length === query.limit) break;
      }
      if (found.length < query.limit && (page.isEnd || page.events.length === 0)) {
        if (clearBeforeRead) {
          atEnd = true;
          break;
        }
        if (!(await this.someOutOfSight(query.filter))) {
          nothingHiddenBefore = true; // read once more: what came into sight since the read above
          continue;
        }
        waitingSince ??= Date.now();
        if (Date.now() - waitingSince > ACTIVITY_HORIZON_WAIT_MS) break;
        await sleep(HORIZON_POLL_MS);
      }
    }
    const items = found.map(streamAuditEventOf);
    const names = await this.actors.namesOf(items.map((e) => e.actor));
    const numbers = await this.orderNumbersOf(items.map((e) => orderIdFromStream(e.streamId)));
    return {
      items: items.map((e) => ({
        ...e,
        actorName: e.actor ? (names.get(e.actor.id) ?? null) : null,
        orderNumber: numbers.get(orderIdFromStream(e.streamId) ?? '') ?? null,
      })),
      next: atEnd || checkpoint === undefined ? null : encodeCursor(checkpoint),
      scanned,
    };
  }

  private async orderNumbersOf(orderIds: Array<string | null>): Promise<Map<string, string>> {
    const ids = [...new Set(orderIds.filter((id): id is string => id !== null))];
    if (ids.length === 0) return new Map();
    const orders = await orderSummaries(this.dataSource, ids);
    return new Map(orders.flatMap((o) => (o.orderNumber ? [[o.orderId, o.orderNumber] as const] : [])));
  }

  private someOutOfSight(filter: ActivityFilter): Promise<boolean> {
    return eventsBehindHorizon(
      this.dataSource,
      filter.from ? new Date(filter.from) : undefined,
      filter.to ? new Date(filter.to) : undefined,
    );
  }

  private async readPage(checkpoint: string | undefined, fromCaller: boolean) {
    try {
      return await this.store.readAllForward({ fromCheckpoint: checkpoint, maxCount: READ_PAGE });
    } catch (error) {
      if (fromCaller) throw ApiException.validation([{ field: 'after', rule: 'invalidCursor', params: {} }]);
      throw error;
    }
  }
}

function matcherOf(filter: ActivityFilter): (event: RecordedEvent) => boolean {
  const from = filter.from ? new Date(filter.from).getTime() : -Infinity;
  const to = filter.to ? new Date(filter.to).getTime() : Infinity;
  return (event) => {
    const at = event.createdAt.getTime();
    if (at < from || at >= to) return false;
    if (filter.type && event.type !== filter.type) return false;
    const actor = streamAuditEventOf(event).actor;
    if (filter.role && (actor?.role ?? 'UNKNOWN') !== filter.role) return false;
    if (filter.actorId && actor?.id !== filter.actorId) return false;
    return true;
  };
}
