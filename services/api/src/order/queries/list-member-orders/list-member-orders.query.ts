import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OrderListTab } from '@slabworks/domain';
import { OrderReadModel, type Page } from '../../read-model/order-read.model';
import { ReadYourWrites, type WrittenRevision } from '../../read-model/read-your-writes';
import type { OrderListRow } from '../../read-model/order-read.row';

/** A page of the tab, and how many orders every tab holds (the tab bar shows them all). */
export type MemberOrderPage = Page<OrderListRow> & { counts: Record<string, number> };

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

/** The member's list: where and in which order (bench:orders explains and measures the same). */
export const MEMBER_LIST_WHERE = `member_id = $1 AND status <> 'TEMP_SAVED' AND $2 = ANY(tabs)
       AND ($3::text IS NULL OR order_number ILIKE '%' || $3 || '%')`;
// Matches orders_member_list_idx (member_id, placed_at DESC, order_id): no sort per request.
export const MEMBER_LIST_ORDER = 'placed_at DESC, order_id';

/** The member's orders in one tab (order-lifecycle.md); drafts never appear here. Reads only the list's columns. */
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
    const page = await this.orders.listPage(
      MEMBER_LIST_WHERE,
      [q.memberId, q.tab, q.orderNumber ? q.orderNumber.trim().replace(/[\\%_]/g, '\\$&') : null],
      q.page,
      q.size,
      MEMBER_LIST_ORDER,
      q.orderNumber ? undefined : counts.then((c) => c[q.tab] ?? 0),
    );
    return { ...page, counts: await counts };
  }
}
