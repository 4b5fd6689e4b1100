import type { DataSource, EntityTarget, FindOptionsOrder, ObjectLiteral } from 'typeorm';
import type { ListPage } from '../shared/list-page';
import type { PageQueryDto } from '../shared/page.query.dto';

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
