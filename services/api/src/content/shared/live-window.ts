import type { SelectQueryBuilder, ObjectLiteral } from 'typeorm';

export interface LiveFilter {
  readonly now: Date;
  /** Spec §4: previewmode=true shows rows whose status is off, still only inside their window. */
  readonly previewMode: boolean;
}

/**
 * Spec §4: a row shows while now lies in startAt..endAt, both ends inclusive, compared to the minute
 * (an endAt of 23:59 still shows at 23:59:59), and its status is on.
 */
export const whereLive = <T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  filter: LiveFilter,
): SelectQueryBuilder<T> => {
  query
    .andWhere(
      `date_trunc('minute', ${alias}.start_at) <= date_trunc('minute', CAST(:liveNow AS timestamptz))`,
    )
    .andWhere(`date_trunc('minute', CAST(:liveNow AS timestamptz)) <= date_trunc('minute', ${alias}.end_at)`)
    .setParameter('liveNow', filter.now.toISOString());
  if (!filter.previewMode) query.andWhere(`${alias}.status = true`);
  return query;
};
