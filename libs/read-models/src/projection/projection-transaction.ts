import type { Pool, PoolClient, QueryResult } from 'pg';
import { decodeBatch, type DecoderLogger, type RecordedEvent } from '@slabworks/event-store';
import type { BackgroundWrites } from './background-writes';
import type { LiveRows } from './live-rows';
import { LIVE_SCHEMA, type AtCommit, type Projection, type RowMemory, type StreamReader } from './projection';
import {
  checkpointLockKey,
  readCheckpoint,
  writeCheckpoint,
  writeCheckpointSql,
  type CheckpointWrite,
  type StoredCheckpoint,
} from './projection-checkpoints';
import { copyLiveTables } from './scratch-tables';

export { inTransaction } from './in-transaction';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function useSchema(client: PoolClient, schema: string): Promise<void> {
  await client.query(`SET LOCAL search_path TO ${ident(schema)}, public`);
}

/**
 * Starts the projection afresh at its first event. Live: the tables come from the migrations, so only
 * the checkpoint row is written. Scratch (rebuild, verify): the schema is dropped (whatever a crashed
 * run left) and the live tables are copied into it (`logged`: tables that will go live, see
 * copyLiveTables); returns the index statements left for later.
 */
export async function startProjection(
  client: PoolClient,
  projection: Projection<unknown>,
  schema: string,
  logged = false,
): Promise<string[]> {
  let deferredIndexes: string[] = [];
  if (schema !== LIVE_SCHEMA) {
    await client.query(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
    await client.query(`CREATE SCHEMA ${ident(schema)}`);
    deferredIndexes = await copyLiveTables(client, projection, schema, logged);
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
 * Applies one batch and advances the checkpoint in the caller's transaction. The checkpoint is
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
  streams: StreamReader,
  scratch?: ScratchRun,
): Promise<string | undefined> {
  if (events.length === 0) return expected;
  // The schema and the checkpoint's lock in one round trip (see lockCheckpoint), then its value.
  await client.query(
    `SELECT set_config('search_path', $1, true), pg_advisory_xact_lock(hashtextextended($2, 0))`,
    [`${ident(schema)}, public`, checkpointLockKey(projection.name, schema)],
  );
  const stored = await readCheckpoint(client, projection.name, schema);
  const extras = schema === LIVE_SCHEMA ? {} : scratch;
  const last = await applyAfterCheck(client, projection, {
    schema,
    expected,
    stored,
    events,
    logger,
    streams,
    extras,
  });
  await writeCheckpoint(client, ...checkpointAfter(projection, schema, last, events.length));
  return last.position;
}

/**
 * The same in a transaction of its own, in as few round trips as the projection allows (the live
 * runner's path, where each is projection lag): BEGIN, the schema, the checkpoint's lock and its read
 * go as one simple-protocol string (each statement there takes its own snapshot, so the read sees the
 * last holder's commit); then whatever the projection must read or send itself; then what it handed
 * to `atCommit`, the checkpoint and COMMIT as one. The orders projection, for new orders, sends
 * nothing itself: two round trips a batch.
 *
 * The COMMIT does not wait for its WAL flush (synchronous_commit off for this transaction only):
 * rows and checkpoint are one transaction, so a crash can only lose the last few batches whole, and
 * the runner applies them again from the events, which are durable. The flush wait was ~1 ms of each
 * batch's lag, and the NOTIFY of the changed orders is sent at commit, after it.
 */
export async function applyBatchInOwnTransaction<E>(
  pool: Pool,
  projection: Projection<E>,
  schema: string,
  expected: string | undefined,
  events: RecordedEvent[],
  logger: DecoderLogger,
  streams: StreamReader,
  liveRows?: LiveRows,
): Promise<string | undefined> {
  if (events.length === 0) return expected;
  const client = await pool.connect();
  const lit = (value: string) => client.escapeLiteral(value);
  try {
    const results = (await client.query(
      `BEGIN; SELECT set_config('search_path', ${lit(`${ident(schema)}, public`)}, true),
         set_config('synchronous_commit', 'off', true),
         pg_advisory_xact_lock(hashtextextended(${lit(checkpointLockKey(projection.name, schema))}, 0));
       SELECT checkpoint, version FROM read_models.projection_checkpoints
       WHERE name = ${lit(projection.name)} AND schema_name = ${lit(schema)}`,
    )) as unknown as QueryResult<{ checkpoint: string | null; version: number }>[];
    const row = results[2]!.rows[0];
    const stored = row ? { checkpoint: row.checkpoint ?? undefined, version: row.version } : undefined;
    const atCommit: string[] = [];
    const extras = {
      atCommit: { send: (sql: string) => void atCommit.push(sql), literal: lit },
      ...(liveRows ? { liveRows } : {}),
    };
    const last = await applyAfterCheck(client, projection, {
      schema,
      expected,
      stored,
      events,
      logger,
      streams,
      extras,
    });
    const checkpoint = checkpointAfter(projection, schema, last, events.length);
    await client.query([...atCommit, writeCheckpointSql(lit, ...checkpoint), 'COMMIT'].join(';\n'));
    liveRows?.committed();
    return last.position;
  } catch (error) {
    // Whether the COMMIT took effect is unknown after some failures: nothing kept is trusted.
    liveRows?.clear();
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** What a rebuild or verify hands a projection besides the schema (see ApplyTarget). */
export interface ScratchRun {
  readonly memory: RowMemory;
  readonly writes?: BackgroundWrites;
}

const checkpointAfter = (
  projection: Projection<unknown>,
  schema: string,
  last: RecordedEvent,
  applied: number,
): CheckpointWrite => [projection.name, schema, projection.version, last.position, last.createdAt, applied];

/** Compares the stored checkpoint with `expected`, then decodes and applies; returns the last event. */
async function applyAfterCheck<E>(
  client: PoolClient,
  projection: Projection<E>,
  batch: {
    schema: string;
    expected: string | undefined;
    stored: StoredCheckpoint | undefined;
    events: RecordedEvent[];
    logger: DecoderLogger;
    streams: StreamReader;
    /** A scratch run's memory and writes, or the live runner's atCommit and rows: the rest of ApplyTarget. */
    extras?: ScratchRun | { atCommit?: AtCommit; liveRows?: LiveRows };
  },
): Promise<RecordedEvent> {
  const { schema, expected, stored, events, logger, streams, extras = {} } = batch;
  if (stored?.checkpoint !== expected) throw new CheckpointMovedError(expected, stored?.checkpoint);
  const { decoded } = decodeBatch<E>(events, {
    isKnown: (type) => projection.isKnown(type),
    decode: projection.decode ? (event) => projection.decode!(event) : undefined,
    logger,
  });
  const live = schema === LIVE_SCHEMA;
  if (decoded.length > 0) await projection.apply(client, decoded, { schema, live, streams, ...extras });
  return events[events.length - 1]!;
}

/** Writes the rows `projection.apply` held back in `memory` (a scratch schema's write-behind). */
export async function flushInTransaction<E>(
  client: PoolClient,
  projection: Projection<E>,
  schema: string,
  scratch: ScratchRun,
  checkpoint: string | undefined,
  streams: StreamReader,
): Promise<string | undefined> {
  if (!projection.flush) return checkpoint;
  await useSchema(client, schema);
  await projection.flush(client, { schema, live: schema === LIVE_SCHEMA, streams, ...scratch });
  await scratch.writes?.drain();
  return checkpoint;
}
