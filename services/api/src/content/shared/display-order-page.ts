import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * One page of a live content list in the order staff set (sort_order, then id so ties keep one
 * order from page to page), with the count of all rows the query matches.
 */
export const pageInDisplayOrder = <T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  page: { readonly offset: number; readonly limit: number },
): Promise<[T[], number]> =>
  query
    .orderBy(`${alias}.sort_order`)
    .addOrderBy(`${alias}.id`)
    .offset(page.offset)
    .limit(page.limit)
    .getManyAndCount();
