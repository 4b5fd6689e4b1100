import type { Pool, PoolClient } from 'pg';
import { rowsOf, type Queryable } from '../read-db';

// read_models.projection_checkpoints: created by the ProjectionTables migration.

export interface StoredCheckpoint {
  checkpoint: string | undefined;
  version: number;
}

/**
 * Who writes a checkpoint holds this transaction-level advisory lock first (the runner per batch,
 * a rebuild's swap, a verify's comparison), so two writers queue. Not SELECT … FOR UPDATE: a row
 * lock gives the transaction an xid at once, and an open xid holds back the event store's read
 * horizon for every subscriber, so the other projections' runners waited for this one's whole
 * batch. Locked this way, a batch takes its xid with its first write, at the end.
 */
export const checkpointLockKey = (name: string, schema: string): string => `checkpoint:${name}:${schema}`;

export async function lockCheckpoint(db: Queryable, name: string, schema: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [checkpointLockKey(name, schema)]);
}

/** `forUpdate`: locks it first (see lockCheckpoint) for the caller's transaction. */
export async function readCheckpoint(
  db: Queryable,
  name: string,
  schema: string,
  forUpdate = false,
): Promise<StoredCheckpoint | undefined> {
  // Read after the lock, in a statement of its own: its snapshot then includes the last holder's commit.
  if (forUpdate) await lockCheckpoint(db, name, schema);
  const [row] = await rowsOf<{ checkpoint: string | null; version: number }>(
    db,
    `SELECT checkpoint, version FROM read_models.projection_checkpoints WHERE name = $1 AND schema_name = $2`,
    [name, schema],
  );
  return row ? { checkpoint: row.checkpoint ?? undefined, version: row.version } : undefined;
}

/** Every projection's checkpoint in a schema (the live one: what the health endpoint shows). */
export async function checkpointsIn(
  db: Queryable,
  schema: string,
): Promise<Array<{ name: string; version: number; checkpoint: string | null; updatedAt: Date }>> {
  const rows = await rowsOf<{ name: string; version: number; checkpoint: string | null; updated_at: Date }>(
    db,
    `SELECT name, version, checkpoint, updated_at FROM read_models.projection_checkpoints WHERE schema_name = $1`,
    [schema],
  );
  return rows.map((r) => ({
    name: r.name,
    version: r.version,
    checkpoint: r.checkpoint,
    updatedAt: r.updated_at,
  }));
}

const WRITE_CHECKPOINT = `INSERT INTO read_models.projection_checkpoints (name, schema_name, version, checkpoint, last_event_at, events_applied, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (name, schema_name) DO UPDATE SET version = $3, checkpoint = $4,
       last_event_at = coalesce($5, projection_checkpoints.last_event_at),
       events_applied = projection_checkpoints.events_applied + $6, updated_at = now()`;

/** What a checkpoint write stores: the projection, its schema and version, the position reached. */
export type CheckpointWrite = [
  name: string,
  schema: string,
  version: number,
  checkpoint: string | undefined,
  lastEventAt: Date | undefined,
  applied: number,
];

const values = ([name, schema, version, checkpoint, lastEventAt, applied]: CheckpointWrite) =>
  [name, schema, version, checkpoint ?? null, lastEventAt ?? null, applied] as const;

export async function writeCheckpoint(db: PoolClient, ...write: CheckpointWrite): Promise<void> {
  await db.query(WRITE_CHECKPOINT, [...values(write)]);
}

/**
 * The checkpoint moved from `expected` to the write's position, in one statement of its own: it takes
 * the checkpoint's lock (see lockCheckpoint) and commits without its flush (lost in a crash, the
 * same events are skipped again). A row changed meanwhile is re-checked once its writer commits, so
 * a moved checkpoint is never overwritten; false when no row was moved.
 */
export async function moveCheckpointFrom(
  pool: Pool,
  expected: string | undefined,
  write: CheckpointWrite,
): Promise<boolean> {
  const [name, schema] = write;
  const { rows } = await pool.query(
    `UPDATE read_models.projection_checkpoints AS projection_checkpoints
        SET version = $3, checkpoint = $4,
            last_event_at = coalesce($5, projection_checkpoints.last_event_at),
            events_applied = projection_checkpoints.events_applied + $6, updated_at = now()
       FROM (SELECT pg_advisory_xact_lock(hashtextextended($7, 0)),
                    set_config('synchronous_commit', 'off', true)) AS locked
      WHERE name = $1 AND schema_name = $2 AND checkpoint IS NOT DISTINCT FROM $8
      RETURNING true AS moved`,
    [...values(write), checkpointLockKey(name, schema), expected ?? null],
  );
  return rows.length > 0;
}

/**
 * The same statement with its values inlined as literals, for a simple-protocol string of several
 * statements (which takes no parameters), e.g. followed by COMMIT in one round trip.
 */
export function writeCheckpointSql(
  escapeLiteral: (value: string) => string,
  ...write: CheckpointWrite
): string {
  const literals = values(write);
  return WRITE_CHECKPOINT.replace(/\$(\d)/g, (_, n: string) => {
    const value = literals[Number(n) - 1];
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return escapeLiteral(value instanceof Date ? value.toISOString() : value);
  });
}
