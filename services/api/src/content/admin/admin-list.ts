import type { DataSource, EntityTarget, FindOptionsOrder, ObjectLiteral } from 'typeorm';
import type { ListPage, PageQueryDto } from '../../paging';

/** The console's view of a content table: every row (any status or window), in all languages. */
export async function adminList<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  order: FindOptionsOrder<T>,
  page: PageQueryDto,
  where?: Record<string, unknown>,
): Promise<ListPage<T>> {
  const [rows, count] = await dataSource.getRepository(entity).findAndCount({
    where: where as never,
    order,
    skip: page.offset,
    take: page.limit,
  });
  return { rows, count };
}

/**
 * A row as plain data: the answer's type is its fields, not the TypeORM class, so the OpenAPI
 * document describes it once (from the return type) instead of also as an entity schema.
 */
export type PlainRow<T> = { [K in keyof T]: T[K] };
export const plainRow = <T extends object>(row: T): PlainRow<T> => ({ ...row });
