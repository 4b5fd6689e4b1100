import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { orderById, type OrderRow } from '@slabworks/read-models';
import { DataSource } from 'typeorm';
import { ApiException } from '../../../errors';
import { ReadYourWrites } from '../../../order';

export class ConsoleOrderQuery extends Query<OrderRow> {
  constructor(
    readonly orderId: string,
    readonly minRevision?: number,
  ) {
    super();
  }
}

@QueryHandler(ConsoleOrderQuery)
export class ConsoleOrderHandler implements IQueryHandler<ConsoleOrderQuery, OrderRow> {
  constructor(
    private readonly db: DataSource,
    private readonly written: ReadYourWrites,
  ) {}

  async execute(query: ConsoleOrderQuery): Promise<OrderRow> {
    if (query.minRevision !== undefined)
      await this.written.await({ orderId: query.orderId, minRevision: query.minRevision });
    const row = await orderById(this.db, query.orderId);
    if (!row) throw ApiException.notFound('ORDER.NOT_FOUND');
    return row;
  }
}
