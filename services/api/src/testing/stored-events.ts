import type { TestApp } from './test-app';

/**
 * How many events the store holds in all: read before and after a refused request, it shows that
 * the refusal appended nothing.
 */
export const storedEventCount = async (t: TestApp): Promise<number> =>
  Number((await t.dataSource.query(`SELECT count(*) AS n FROM event_store.events`))[0].n);
