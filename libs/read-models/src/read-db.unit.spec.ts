import { directQueryable, type Queryable } from './read-db';

describe('directQueryable', () => {
  const pool: Queryable = { query: async () => ({ rows: [] }) };

  it("answers the pool under a TypeORM DataSource (its driver's master)", () => {
    const dataSource = { query: async () => [], driver: { master: pool } };
    expect(directQueryable(dataSource)).toBe(pool);
  });

  it('answers anything else as it is: a pool, a client, a DataSource not yet connected', () => {
    expect(directQueryable(pool)).toBe(pool);
    const unconnected = { query: async () => [], driver: {} };
    expect(directQueryable(unconnected)).toBe(unconnected);
  });
});
