import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { memberDrafts } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
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
    private readonly db: DataSource,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(q: ListDraftsQuery): Promise<DraftView[]> {
    await this.written.await(q.after);
    const drafts = await memberDrafts(this.db, q.memberId);
    return drafts.map((row) => ({
      orderId: row.orderId,
      submitType: row.submitType,
      draft: row.state.draft,
      updatedAt: row.updatedAt,
      revision: row.revision,
    }));
  }
}
