import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OrderListTab } from '@slabworks/domain';
import { OrderReadModel, type Page } from '../../read-model/order-read.model';
import { ReadYourWrites, type WrittenRevision } from '../../read-model/read-your-writes';
import type { OrderReadRow } from '../../read-model/order-read.row';

/** A page of the tab, and how many orders every tab holds (the tab bar shows them all). */
export type MemberOrderPage = Page<OrderReadRow> & { counts: Record<string, number> };

export class ListMemberOrdersQuery extends Query<MemberOrderPage> {
  constructor(
    readonly memberId: string,
    readonly tab: OrderListTab,
    readonly page: number,
    readonly size: number,
    /** A write the list must already show (read-your-writes). */
    readonly after?: WrittenRevision,
    readonly orderNumber: string | null = null,
  ) {
    super();
  }
}

/** The member's orders in one tab (order-lifecycle.md); drafts never appear here. */
@QueryHandler(ListMemberOrdersQuery)
export class ListMemberOrdersHandler implements IQueryHandler<ListMemberOrdersQuery, MemberOrderPage> {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(q: ListMemberOrdersQuery): Promise<MemberOrderPage> {
    await this.written.await(q.after);
    // One statement counts every tab; unless searching, the tab's count is the page's total too.
    const counts = this.orders.tabCounts(q.memberId);
    const page = await this.orders.page(
      `member_id = $1 AND status <> 'TEMP_SAVED' AND $2 = ANY(tabs)
       AND ($3::text IS NULL OR order_number ILIKE '%' || $3 || '%')`,
      [q.memberId, q.tab, q.orderNumber ? q.orderNumber.trim().replace(/[\\%_]/g, '\\$&') : null],
      q.page,
      q.size,
      // Matches orders_member_list_idx (member_id, placed_at DESC, order_id): no sort per request.
      'placed_at DESC, order_id',
      q.orderNumber ? undefined : counts.then((c) => c[q.tab] ?? 0),
    );
    return { ...page, counts: await counts };
  }
}
