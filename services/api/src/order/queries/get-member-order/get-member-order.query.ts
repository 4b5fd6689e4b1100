import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { orderById, type OrderRow } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { ApiException } from '../../../errors';
import { ReadYourWrites } from '../../read-model/read-your-writes';

export class GetMemberOrderQuery extends Query<OrderRow> {
  constructor(
    readonly memberId: string,
    readonly orderId: string,
    readonly minRevision?: number,
  ) {
    super();
  }
}

/** Another member's order, a draft or a discarded one answers 404 like a missing one. */
@QueryHandler(GetMemberOrderQuery)
export class GetMemberOrderHandler implements IQueryHandler<GetMemberOrderQuery, OrderRow> {
  constructor(
    private readonly db: DataSource,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(query: GetMemberOrderQuery): Promise<OrderRow> {
    if (query.minRevision !== undefined)
      await this.written.await({ orderId: query.orderId, minRevision: query.minRevision });
    const row = await orderById(this.db, query.orderId);
    if (!row || row.memberId !== query.memberId) throw ApiException.notFound('ORDER.NOT_FOUND');
    return row;
  }
}
