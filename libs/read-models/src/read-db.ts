/**
 * The connection a named read runs on: TypeORM's DataSource or EntityManager (whose `query` answers
 * the rows) or node-postgres' Pool, PoolClient or Client (which answer `{ rows }`). The read-model
 * queries take either, so the api passes its DataSource and the worker its pool, and neither wraps.
 */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export type DbRow = Record<string, unknown>;

/**
 * The node-postgres pool under a TypeORM DataSource (its driver's `master`), else `db` itself: for
 * reads of one statement per request (the public certificate lookup and population search), which
 * then run as the HTTP floor of bench:card-data runs them, without a TypeORM query runner per call
 * (issue #38). Same pool, same connections, and pg's own errors (an outage is still a 503).
 */
export function directQueryable(db: Queryable): Queryable {
  const pool = (db as { driver?: { master?: Queryable } }).driver?.master;
  return pool && typeof pool.query === 'function' ? pool : db;
}

/** A page of a list: the rows asked for and how many the whole list holds. */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

const UNDEFINED_TABLE = '42P01';

/** The statement's rows, whichever client ran it. */
export async function rowsOf<T = DbRow>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const answer = await db.query(sql, params);
  return (Array.isArray(answer) ? answer : (answer as { rows: T[] }).rows) as T[];
}

/**
 * rowsOf for a read of a read-model table: a table not there yet (a database migrated before the
 * projection tables were adopted by a migration, a scratch database in a test) reads as empty.
 */
export async function readRows<T = DbRow>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  try {
    return await rowsOf<T>(db, sql, params);
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
    throw error;
  }
}

/** A LIKE pattern matching `text` anywhere in the column, its own %, _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const isoOrNull = (v: unknown): string | null =>
  v instanceof Date ? v.toISOString() : v == null ? null : String(v);
