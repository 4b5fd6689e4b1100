import type { PoolClient } from 'pg';
import { decodeBatch, type DecoderLogger, type RecordedEvent } from '@slabworks/event-store';
import { LIVE_SCHEMA, type Projection, type RowMemory } from './projection';
import { checkpointLockKey, readCheckpoint, writeCheckpoint } from './projection-checkpoints';
import { copyLiveTables } from './scratch-tables';

export { inTransaction } from './in-transaction';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function useSchema(client: PoolClient, schema: string): Promise<void> {
  await client.query(`SET LOCAL search_path TO ${ident(schema)}, public`);
}

/**
 * Starts the projection afresh at its first event. Live: the tables come from the migrations, so only
 * the checkpoint row is written. Scratch (rebuild, verify): the schema is dropped (whatever a crashed
 * run left) and the live tables are copied into it; returns the index statements left for later.
 */
export async function startProjection(
  client: PoolClient,
  projection: Projection<unknown>,
  schema: string,
): Promise<string[]> {
  let deferredIndexes: string[] = [];
  if (schema !== LIVE_SCHEMA) {
    await client.query(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
    await client.query(`CREATE SCHEMA ${ident(schema)}`);
    deferredIndexes = await copyLiveTables(client, projection, schema);
  }
  await client.query(`DELETE FROM read_models.projection_checkpoints WHERE name = $1 AND schema_name = $2`, [
    projection.name,
    schema,
  ]);
  await writeCheckpoint(client, projection.name, schema, projection.version, undefined, undefined, 0);
  return deferredIndexes;
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
  memory?: RowMemory,
): Promise<string | undefined> {
  if (events.length === 0) return expected;
  // The schema and the checkpoint's lock in one round trip (see lockCheckpoint), then its value.
  await client.query(
    `SELECT set_config('search_path', $1, true), pg_advisory_xact_lock(hashtextextended($2, 0))`,
    [`${ident(schema)}, public`, checkpointLockKey(projection.name, schema)],
  );
  const stored = await readCheckpoint(client, projection.name, schema);
  if (stored?.checkpoint !== expected) throw new CheckpointMovedError(expected, stored?.checkpoint);
  const { decoded } = decodeBatch<E>(events, {
    isKnown: (type) => projection.isKnown(type),
    decode: projection.decode ? (event) => projection.decode!(event) : undefined,
    logger,
  });
  const live = schema === LIVE_SCHEMA;
  if (decoded.length > 0)
    await projection.apply(client, decoded, { schema, live, ...(live || !memory ? {} : { memory }) });
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

/** Writes the rows `projection.apply` held back in `memory` (a scratch schema's write-behind). */
export async function flushInTransaction<E>(
  client: PoolClient,
  projection: Projection<E>,
  schema: string,
  memory: RowMemory,
  checkpoint: string | undefined,
): Promise<string | undefined> {
  if (!projection.flush) return checkpoint;
  await useSchema(client, schema);
  await projection.flush(client, { schema, live: schema === LIVE_SCHEMA, memory });
  return checkpoint;
}
