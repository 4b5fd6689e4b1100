import type { PoolClient } from 'pg';
import { decodeBatch, type DecoderLogger, type RecordedEvent } from '@slabworks/event-store';
import type { Projection } from './projection';
import { readCheckpoint, writeCheckpoint } from './projection-checkpoints';

export { inTransaction } from './in-transaction';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function useSchema(client: PoolClient, schema: string): Promise<void> {
  await client.query(`SET LOCAL search_path TO ${ident(schema)}, public`);
}

/** Creates the projection's tables in `schema` (dropping what a crashed rebuild left there first). */
export async function createProjectionTables(
  client: PoolClient,
  projection: Projection<unknown>,
  schema: string,
  fresh: boolean,
): Promise<void> {
  if (fresh) await client.query(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${ident(schema)}`);
  await useSchema(client, schema);
  for (const statement of projection.ddl) await client.query(statement);
  await client.query(`DELETE FROM read_models.projection_checkpoints WHERE name = $1 AND schema_name = $2`, [
    projection.name,
    schema,
  ]);
  await writeCheckpoint(client, projection.name, schema, projection.version, undefined, undefined, 0);
}

export class CheckpointMovedError extends Error {
  constructor(
    readonly expected: string | undefined,
    readonly stored: string | undefined,
  ) {
    super(`projection checkpoint moved: expected ${expected ?? 'start'}, stored ${stored ?? 'start'}`);
  }
}

/**
 * Applies one batch and advances the checkpoint in the caller's transaction. The checkpoint row is
 * locked and compared first, so a second runner (or a rebuild that swapped tables) can never make
 * this one apply an event twice: it gets CheckpointMovedError and re-reads from the stored position.
 */
export async function applyBatchInTransaction<E>(
  client: PoolClient,
  projection: Projection<E>,
  schema: string,
  expected: string | undefined,
  events: RecordedEvent[],
  logger: DecoderLogger,
): Promise<string | undefined> {
  if (events.length === 0) return expected;
  await useSchema(client, schema);
  const stored = await readCheckpoint(client, projection.name, schema, true);
  if (stored?.checkpoint !== expected) throw new CheckpointMovedError(expected, stored?.checkpoint);
  const { decoded } = decodeBatch<E>(events, {
    isKnown: (type) => projection.isKnown(type),
    decode: projection.decode ? (event) => projection.decode!(event) : undefined,
    logger,
  });
  if (decoded.length > 0) await projection.apply(client, decoded);
  const last = events[events.length - 1]!;
  await writeCheckpoint(
    client,
    projection.name,
    schema,
    projection.version,
    last.position,
    last.createdAt,
    events.length,
  );
  return last.position;
}
