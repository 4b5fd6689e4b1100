import type { Pool, PoolClient } from 'pg';
import { inTransaction } from './in-transaction';

export interface StoredCheckpoint {
  checkpoint: string | undefined;
  version: number;
}

// (name, schema): the live row and any scratch row of a rebuild or verify sit side by side.
export const CHECKPOINTS_DDL = `
CREATE SCHEMA IF NOT EXISTS read_models;
CREATE TABLE IF NOT EXISTS read_models.projection_checkpoints (
  name text NOT NULL,
  schema_name text NOT NULL,
  version integer NOT NULL,
  checkpoint text,
  last_event_at timestamptz,
  events_applied bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, schema_name)
);`;

/** Idempotent; the advisory lock keeps two starting workers from racing on CREATE SCHEMA. */
export async function ensureCheckpointTable(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(7340113)');
    await client.query(CHECKPOINTS_DDL);
  });
}

export async function readCheckpoint(
  db: Pool | PoolClient,
  name: string,
  schema: string,
  forUpdate = false,
): Promise<StoredCheckpoint | undefined> {
  const { rows } = await db.query<{ checkpoint: string | null; version: number }>(
    `SELECT checkpoint, version FROM read_models.projection_checkpoints WHERE name = $1 AND schema_name = $2${
      forUpdate ? ' FOR UPDATE' : ''
    }`,
    [name, schema],
  );
  const row = rows[0];
  return row ? { checkpoint: row.checkpoint ?? undefined, version: row.version } : undefined;
}

export async function writeCheckpoint(
  db: PoolClient,
  name: string,
  schema: string,
  version: number,
  checkpoint: string | undefined,
  lastEventAt: Date | undefined,
  applied: number,
): Promise<void> {
  await db.query(
    `INSERT INTO read_models.projection_checkpoints (name, schema_name, version, checkpoint, last_event_at, events_applied, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (name, schema_name) DO UPDATE SET version = $3, checkpoint = $4,
       last_event_at = coalesce($5, projection_checkpoints.last_event_at),
       events_applied = projection_checkpoints.events_applied + $6, updated_at = now()`,
    [name, schema, version, checkpoint ?? null, lastEventAt ?? null, applied],
  );
}
