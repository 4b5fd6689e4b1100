import type { Client, Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** node-postgres behind the one DataSource method the api's read code calls (`query`), without TypeORM. */
export const querySource = (db: Pool | Client): DataSource =>
  ({
    query: async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows,
  }) as unknown as DataSource;
