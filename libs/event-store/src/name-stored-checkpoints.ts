import { Client } from 'pg';
import { withOrigin, type CheckpointOrigin } from './checkpoint-origin';
import type { EventStoreConfig } from './create-event-store';

/** The adapter a configuration selects, as its checkpoints name it. */
export const checkpointOriginOf = (config: EventStoreConfig): CheckpointOrigin =>
  config.kind === 'eventstoredb' ? 'esdb' : 'pg';

const LEGACY = '^[0-9]{1,20}:[0-9]{1,20}$';

/**
 * Checkpoints stored before they named their adapter ("<20 digits>:<20 digits>") get the name of the
 * adapter this deployment runs, which wrote them. Callers compare stored checkpoints with new ones as
 * strings (a verify's `until`, read-your-writes), and a bare one never compares right with a named
 * one. Idempotent and cheap (one row per projection); run at boot by the api and the worker. A table
 * that does not exist yet (before the first migration) is left alone.
 *
 * Upgrade before switching EVENT_STORE: a bare checkpoint is taken to be this adapter's.
 */
export async function nameStoredCheckpoints(
  databaseUrl: string,
  origin: CheckpointOrigin,
  table = 'read_models.projection_checkpoints',
): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [
      table,
    ]);
    if (!rows[0]?.exists) return 0;
    const result = await client.query(
      `UPDATE ${table} SET checkpoint = $1 || checkpoint WHERE checkpoint ~ $2`,
      [withOrigin(origin, ''), LEGACY],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
