import type { Pool } from 'pg';
import type { DecoderLogger, EventStore } from '@slabworks/event-store';
import { catchUp, type CatchUpProgress } from './catch-up';
import { LIVE_SCHEMA, scratchSchema, type Projection } from './projection';
import { readCheckpoint, writeCheckpoint } from './projection-checkpoints';
import { inTransaction, startProjection } from './projection-transaction';

export interface RebuildOptions {
  batchSize?: number;
  logger: DecoderLogger;
  onProgress?: (progress: CatchUpProgress & { phase: 'build' | 'index' | 'swap' }) => void;
}

/**
 * Events per page when building from scratch. Pages of 20,000 once cut rewrites (a row touched by
 * several events of one page was written once per page); rows are now held back and written about
 * once whatever the page size (RowMemory), so a smaller page only keeps less in memory and lets
 * the writes of rows pushed out of memory run beside the next page's read and fold.
 */
export const REBUILD_BATCH_SIZE = 5_000;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Builds the projection from the first event into a scratch schema while the live tables keep
 * serving, then swaps in one transaction: it locks the live checkpoint (pausing the live runner),
 * applies what arrived meanwhile, moves the scratch tables into read_models and hands the live
 * runner the new checkpoint. Readers never see a half-built table.
 */
export async function rebuildProjection<E>(
  pool: Pool,
  store: EventStore,
  projection: Projection<E>,
  options: RebuildOptions,
): Promise<CatchUpProgress> {
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const scratch = scratchSchema(projection, 'rebuild');
  const deferredIndexes = await inTransaction(pool, (client) =>
    startProjection(client, projection, scratch, true),
  );

  const built = await catchUp({
    store,
    projection,
    schema: scratch,
    from: undefined,
    batchSize,
    logger: options.logger,
    run: (work) => inTransaction(pool, work),
    writesPool: pool,
    onProgress: (p) => options.onProgress?.({ ...p, phase: 'build' }),
  });
  // Built once over the loaded rows, outside the swap so the live runner is not paused meanwhile.
  options.onProgress?.({ ...built, phase: 'index' });
  await inTransaction(pool, async (client) => {
    for (const index of deferredIndexes) await client.query(index);
  });

  return inTransaction(pool, async (client) => {
    await readCheckpoint(client, projection.name, LIVE_SCHEMA, true);
    const rest = await catchUp({
      store,
      projection,
      schema: scratch,
      from: built.checkpoint,
      batchSize,
      logger: options.logger,
      run: (work) => work(client),
    });
    for (const table of projection.tables) {
      await client.query(`DROP TABLE IF EXISTS ${ident(LIVE_SCHEMA)}.${ident(table.name)} CASCADE`);
      await client.query(
        `ALTER TABLE ${ident(scratch)}.${ident(table.name)} SET SCHEMA ${ident(LIVE_SCHEMA)}`,
      );
    }
    const checkpoint = rest.checkpoint ?? built.checkpoint;
    await client.query(`DELETE FROM read_models.projection_checkpoints WHERE name = $1`, [projection.name]);
    await writeCheckpoint(
      client,
      projection.name,
      LIVE_SCHEMA,
      projection.version,
      checkpoint,
      undefined,
      built.applied + rest.applied,
    );
    await client.query(`DROP SCHEMA ${ident(scratch)} CASCADE`);
    const total = { applied: built.applied + rest.applied, checkpoint };
    options.onProgress?.({ ...total, phase: 'swap' });
    return total;
  });
}
