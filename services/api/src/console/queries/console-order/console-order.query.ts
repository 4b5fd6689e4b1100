import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiException } from '../../../errors/api.exception';
import { OrderReadModel } from '../../../order/read-model/order-read.model';
import type { OrderReadRow } from '../../../order/read-model/order-read.row';

export class ConsoleOrderQuery extends Query<OrderReadRow> {
  constructor(
    readonly orderId: string,
    readonly minRevision?: number,
  ) {
    super();
  }
}

@QueryHandler(ConsoleOrderQuery)
export class ConsoleOrderHandler implements IQueryHandler<ConsoleOrderQuery, OrderReadRow> {
  constructor(private readonly orders: OrderReadModel) {}

  async execute(query: ConsoleOrderQuery): Promise<OrderReadRow> {
    const row = await this.orders.findAtLeast(query.orderId, query.minRevision);
    if (!row) throw ApiException.notFound('ORDER.NOT_FOUND');
    return row;
  }
}
