import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OrderReadModel } from '../../read-model/order-read.model';
import { ReadYourWrites, type WrittenRevision } from '../../read-model/read-your-writes';

export interface DraftView {
  orderId: string;
  submitType: string | null;
  draft: unknown;
  updatedAt: string;
  revision: number;
}

export class ListDraftsQuery extends Query<DraftView[]> {
  constructor(
    readonly memberId: string,
    /** A write of this member's the list must already show (read-your-writes). */
    readonly after?: WrittenRevision,
  ) {
    super();
  }
}

/** The temporary-save list: the member's TEMP_SAVED orders, newest first. */
@QueryHandler(ListDraftsQuery)
export class ListDraftsHandler implements IQueryHandler<ListDraftsQuery, DraftView[]> {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(q: ListDraftsQuery): Promise<DraftView[]> {
    await this.written.await(q.after);
    const page = await this.orders.page(
      `member_id = $1 AND status = 'TEMP_SAVED'`,
      [q.memberId],
      1,
      100,
      'updated_at DESC',
    );
    return page.items.map((row) => ({
      orderId: row.orderId,
      submitType: row.submitType,
      draft: row.state.draft,
      updatedAt: row.updatedAt,
      revision: row.revision,
    }));
  }
}
