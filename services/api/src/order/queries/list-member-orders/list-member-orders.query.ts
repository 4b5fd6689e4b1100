import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OrderListTab } from '@slabworks/domain';
import { memberOrderList, type MemberOrderList } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { ReadYourWrites, type WrittenRevision } from '../../read-model/read-your-writes';

/** A page of the tab, and how many orders every tab holds (the tab bar shows them all). */
export type MemberOrderPage = MemberOrderList;

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

/** The member's orders in one tab (order-lifecycle.md); drafts never appear here. Reads only the list's columns. */
@QueryHandler(ListMemberOrdersQuery)
export class ListMemberOrdersHandler implements IQueryHandler<ListMemberOrdersQuery, MemberOrderPage> {
  constructor(
    private readonly db: DataSource,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(q: ListMemberOrdersQuery): Promise<MemberOrderPage> {
    await this.written.await(q.after);
    const { memberId, tab, orderNumber, page, size } = q;
    return memberOrderList(this.db, { memberId, tab, orderNumber, page, size });
  }
}
