import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiException } from '../../../errors';
import { OrderReadModel } from '../../read-model/order-read.model';
import { ReadYourWrites } from '../../read-model/read-your-writes';
import type { OrderReadRow } from '../../read-model/order-read.row';

export class GetMemberOrderQuery extends Query<OrderReadRow> {
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
export class GetMemberOrderHandler implements IQueryHandler<GetMemberOrderQuery, OrderReadRow> {
  constructor(
    private readonly orders: OrderReadModel,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(query: GetMemberOrderQuery): Promise<OrderReadRow> {
    if (query.minRevision !== undefined)
      await this.written.await({ orderId: query.orderId, minRevision: query.minRevision });
    const row = await this.orders.find(query.orderId);
    if (!row || row.memberId !== query.memberId) throw ApiException.notFound('ORDER.NOT_FOUND');
    return row;
  }
}
