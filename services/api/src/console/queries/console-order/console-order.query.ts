import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ApiException } from '../../../errors';
import { OrderReadModel, ReadYourWrites, type OrderReadRow } from '../../../order';

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
  constructor(
    private readonly orders: OrderReadModel,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(query: ConsoleOrderQuery): Promise<OrderReadRow> {
    if (query.minRevision !== undefined)
      await this.written.await({ orderId: query.orderId, minRevision: query.minRevision });
    const row = await this.orders.find(query.orderId);
    if (!row) throw ApiException.notFound('ORDER.NOT_FOUND');
    return row;
  }
}
