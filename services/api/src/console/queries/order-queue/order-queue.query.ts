import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrderReadModel, type Page } from '../../../order/read-model/order-read.model';
import { ReadYourWrites, type WrittenRevision } from '../../../order/read-model/read-your-writes';
import type { OrderReadRow } from '../../../order/read-model/order-read.row';

export interface OrderQueue extends Page<OrderReadRow> {
  counts: { byDisplayStage: Record<string, number>; byProcessingStatus: Record<string, number> };
}

export class OrderQueueQuery extends Query<OrderQueue> {
  constructor(
    readonly stage: string | undefined,
    readonly q: string | undefined,
    readonly page: number,
    readonly size: number,
    /** A write the queue must already show (read-your-writes). */
    readonly after?: WrittenRevision,
  ) {
    super();
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The operator queue: placed orders (never drafts), oldest change first so nothing waits forever,
 * filtered by display stage and a search on order no., member id or tracking no.; with counts.
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
    if (query.stage) {
      params.push(query.stage);
      where.push(`display_stage = $${params.length}`);
    }
    if (query.q) {
      params.push(`%${escapeLike(query.q.trim())}%`, query.q.trim());
      const like = `$${params.length - 1}`;
      const exact = `$${params.length}`;
      where.push(`(order_number ILIKE ${like} OR member_id = ${exact}
        OR state->'inbound'->>'trackingNumber' = ${exact} OR state->'outbound'->>'trackingNumber' = ${exact})`);
    }
    const [page, counts] = await Promise.all([
      this.orders.page(where.join(' AND '), params, query.page, query.size, 'updated_at ASC, order_id'),
      this.orders.query(
        `SELECT display_stage, processing_status, count(*)::int AS n FROM read_models.orders
         WHERE status <> 'TEMP_SAVED' GROUP BY display_stage, processing_status`,
        [],
      ),
    ]);
    const byDisplayStage: Record<string, number> = {};
    const byProcessingStatus: Record<string, number> = {};
    for (const row of counts) {
      const stage = String(row.display_stage ?? 'NONE');
      const status = String(row.processing_status);
      byDisplayStage[stage] = (byDisplayStage[stage] ?? 0) + Number(row.n);
      byProcessingStatus[status] = (byProcessingStatus[status] ?? 0) + Number(row.n);
    }
    return { ...page, counts: { byDisplayStage, byProcessingStatus } };
  }
}
