import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  OrderReadModel,
  type Page,
  ReadYourWrites,
  type WrittenRevision,
  type OrderListRow,
} from '../../../order';
import type { QueueSort } from '../../console.request.dto';
import { QueueOrder } from './queue-cursor';
import { displayNameSql } from '../../../member';

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const CERTIFICATION_NUMBER = /^\d{7}$/;

/**
 * The queue's one search box: any part of the order no., the inbound tracking no. (trigram indexes),
 * the member's name, nickname or e-mail; the whole outbound tracking no. (its array's GIN index), the
 * member id, or a certification no. (the lineage's key finds every order the card was graded in).
 */
const searchCondition = (q: string, params: unknown[]): string => {
  const like = `$${params.push(`%${escapeLike(q)}%`)}`;
  const exact = `$${params.push(q)}`;
  const certification = CERTIFICATION_NUMBER.test(q)
    ? ` OR order_id IN (SELECT order_id FROM read_models.certification_lineage
        WHERE certification_number = ${exact})`
    : '';
  return `(order_number ILIKE ${like} OR inbound_tracking_number ILIKE ${like}
    OR tracking_numbers @> ARRAY[${exact}]::text[] OR member_id = ${exact}
    OR member_id IN (SELECT id::text FROM member
      WHERE email ILIKE ${like} OR name ILIKE ${like} OR nickname ILIKE ${like})${certification})`;
};

/**
 * The operator queue: placed orders (never drafts), oldest change first by default so nothing waits
 * forever; filters on stage, processing status, order type, member, and one search (searchCondition);
 * counts per stage and status over the whole queue. Reads only the
 * list's columns; the default view and the stage filter read their partial indexes in order
 * (orders_queue_updated_idx, orders_queue_stage_idx), and `next` pages by keyset.
 */
@QueryHandler(OrderQueueQuery)
export class OrderQueueHandler implements IQueryHandler<OrderQueueQuery, OrderQueue> {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(query: OrderQueueQuery): Promise<OrderQueue> {
    await this.written.await(query.after);
    const where = [`status <> 'TEMP_SAVED'`];
    const params: unknown[] = [];
    const filter = query.filter;
    if (filter.stage) where.push(`display_stage = $${params.push(filter.stage)}`);
    if (filter.processingStatus) where.push(`processing_status = $${params.push(filter.processingStatus)}`);
    if (filter.orderType) where.push(`order_type = $${params.push(filter.orderType)}`);
    if (filter.member?.trim()) {
      const member = filter.member.trim();
      const exact = `$${params.push(member)}`;
      const like = `$${params.push(`%${escapeLike(member)}%`)}`;
      where.push(`(member_id::text = ${exact} OR member_id IN (SELECT id::text FROM member
        WHERE lower(email) = lower(${exact}) OR nickname ILIKE ${like}))`);
    }
    if (filter.q?.trim()) where.push(searchCondition(filter.q.trim(), params));
    const order = new QueueOrder(filter.sort ?? 'updatedAt', filter.direction ?? 'asc');
    const filtered = where.join(' AND ');
    const filterParams = [...params];
    if (query.cursor) where.push(order.after(query.cursor, params));
    // Index-only on orders_queue_idx (its INCLUDE carries the status).
    const counts = this.orders.query(
      `SELECT display_stage, processing_status, count(*)::int AS n FROM read_models.orders
       WHERE status <> 'TEMP_SAVED' GROUP BY display_stage, processing_status`,
      [],
    );
    // The total counts the whole filter (the cursor only says where this page starts). Filtered by
    // stage and status alone, it is a sum of the counts: no second pass over the queue.
    const byCounts = !filter.orderType && !filter.member?.trim() && !filter.q?.trim();
    const total = byCounts
      ? counts.then((rows) =>
          rows
            .filter((r) => !filter.stage || r.display_stage === filter.stage)
            .filter((r) => !filter.processingStatus || r.processing_status === filter.processingStatus)
            .reduce((sum, r) => sum + Number(r.n), 0),
        )
      : this.orders
          .query(`SELECT count(*)::int AS total FROM read_models.orders WHERE ${filtered}`, filterParams)
          .then((r) => Number(r[0]?.total ?? 0));
    const [page, countRows] = await Promise.all([
      this.orders.listPage(
        where.join(' AND '),
        params,
        query.page,
        query.size,
        order.orderBy,
        total,
        query.cursor ? 0 : undefined,
      ),
      counts,
    ]);
    const byDisplayStage: Record<string, number> = {};
    const byProcessingStatus: Record<string, number> = {};
    for (const row of countRows) {
      const stage = String(row.display_stage ?? 'NONE');
      const status = String(row.processing_status);
      byDisplayStage[stage] = (byDisplayStage[stage] ?? 0) + Number(row.n);
      byProcessingStatus[status] = (byProcessingStatus[status] ?? 0) + Number(row.n);
    }
    return {
      ...page,
      members: await this.membersOf(page.items),
      next: order.next(page.items, query.size),
      counts: { byDisplayStage, byProcessingStatus },
    };
  }

  private async membersOf(rows: readonly OrderListRow[]): Promise<Map<string, QueueMember>> {
    const ids = [...new Set(rows.map((row) => row.memberId))];
    if (ids.length === 0) return new Map();
    const found = await this.orders.query(
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
