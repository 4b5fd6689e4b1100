import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { operatorQueue, type OrderListRow, type Page, type QueueSort } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { ReadYourWrites, type WrittenRevision } from '../../../order';
import { displayNameSql } from '../../../member';
import { QueueOrder } from './queue-cursor';

export interface OrderQueue extends Page<OrderListRow> {
  /** Pass back as `after` for the page after this one (keyset); null after the last page. */
  next: string | null;
  counts: { byDisplayStage: Record<string, number>; byProcessingStatus: Record<string, number> };
  /** The page's members by id: the queue names them (name and e-mail), never by id. */
  members: Map<string, QueueMember>;
}

export interface QueueMember {
  name: string | null;
  email: string | null;
}

export interface OrderQueueFilter {
  stage?: string;
  processingStatus?: string;
  orderType?: string;
  member?: string;
  q?: string;
  sort?: QueueSort;
  direction?: 'asc' | 'desc';
}

export class OrderQueueQuery extends Query<OrderQueue> {
  constructor(
    readonly filter: OrderQueueFilter,
    readonly page: number,
    readonly size: number,
    /** A write the queue must already show (read-your-writes). */
    readonly after?: WrittenRevision,
    /** The previous page's `next`: this page starts right after its last row (`page` only labels it). */
    readonly cursor?: string,
  ) {
    super();
  }
}

/**
 * The operator queue: placed orders (never drafts), oldest change first by default so nothing waits
 * forever; filters, one search box and counts per stage and status (libs/read-models operatorQueue);
 * `next` pages by keyset (QueueOrder), and each row names its member.
 */
@QueryHandler(OrderQueueQuery)
export class OrderQueueHandler implements IQueryHandler<OrderQueueQuery, OrderQueue> {
  constructor(
    private readonly db: DataSource,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(query: OrderQueueQuery): Promise<OrderQueue> {
    await this.written.await(query.after);
    const { sort = 'updatedAt', direction = 'asc', ...filter } = query.filter;
    const order = new QueueOrder(sort, direction);
    const page = await operatorQueue(this.db, {
      filter,
      sort,
      direction,
      after: query.cursor ? order.after(query.cursor) : undefined,
      page: query.page,
      size: query.size,
    });
    return {
      ...page,
      members: await this.membersOf(page.items),
      next: order.next(page.items, query.size),
    };
  }

  private async membersOf(rows: readonly OrderListRow[]): Promise<Map<string, QueueMember>> {
    const ids = [...new Set(rows.map((row) => row.memberId))];
    if (ids.length === 0) return new Map();
    const found: Array<Record<string, unknown>> = await this.db.query(
      `SELECT id::text AS id, ${displayNameSql()} AS name, email FROM member WHERE id::text = ANY($1::text[])`,
      [ids],
    );
    return new Map(
      found.map((r) => [
        String(r.id),
        { name: (r.name as string | null) ?? null, email: (r.email as string | null) ?? null },
      ]),
    );
  }
}
