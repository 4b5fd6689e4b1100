import type { DataSource } from 'typeorm';

/**
 * The store's log is read below the oldest running transaction (anywhere on the server), so an event
 * committed after such a transaction began stays out of sight until it ends. True when committed
 * events recorded in [from, to) are out of sight now (PostgreSQL store; its table is empty otherwise).
 *
 * A false answer does not make the read before it complete: a transaction that ended between the two
 * brought events into sight that are in neither answer. Only a read begun after a false answer that
 * reaches the log's end is the end (the activity pages and the range export read once more).
 */
export async function eventsBehindHorizon(
  dataSource: DataSource,
  from: Date | undefined,
  to: Date | undefined,
): Promise<boolean> {
  // ORDER BY the index key with LIMIT 1, not EXISTS: see pendingSql in the event store's queries
  // (without statistics the planner scanned the whole table for an EXISTS).
  const rows: Array<{ hidden: boolean }> = await dataSource.query(
    `SELECT true AS hidden FROM event_store.events e
     WHERE e.transaction_id >= pg_snapshot_xmin(pg_current_snapshot())
       AND e.created_at >= coalesce($1::timestamptz, '-infinity')
       AND e.created_at < coalesce($2::timestamptz, 'infinity')
     ORDER BY e.transaction_id, e.global_position LIMIT 1`,
    [from ?? null, to ?? null],
  );
  return rows[0]?.hidden === true;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
