import type { Pool, PoolClient } from 'pg';
import type { DecoderLogger, EventStore, ReadAllResult } from '@slabworks/event-store';
import { BackgroundWrites } from './background-writes';
import { eventTypesOf, RowMemory, type Projection } from './projection';
import { applyBatchInTransaction, flushInTransaction } from './projection-transaction';

export interface CatchUpProgress {
  readonly applied: number;
  readonly checkpoint: string | undefined;
}

/**
 * Reads the store forward from `from` and applies pages into `schema`, each page in its own
 * transaction (`begin` gives one) or all in the caller's (`client`). Stops at the head, or before
 * the first event past `until` (checkpoints of one store compare as strings in log order). The next
 * page is read while one is applied; rows the projection held back are written before it returns.
 */
export async function catchUp<E>(options: {
  store: EventStore;
  projection: Projection<E>;
  schema: string;
  from: string | undefined;
  until?: string;
  batchSize: number;
  logger: DecoderLogger;
  run: (work: (client: PoolClient) => Promise<string | undefined>) => Promise<string | undefined>;
  onProgress?: (progress: CatchUpProgress) => void;
  /** Rows a scratch run keeps in memory (RowMemory's limit); tests make it small. */
  rowMemoryLimit?: number;
  /**
   * A scratch run outside any other transaction: rows go out on connections of this pool while
   * the next page is read and folded (BackgroundWrites); all are written before catchUp returns.
   */
  writesPool?: Pool;
}): Promise<CatchUpProgress> {
  const { store, projection, schema, until, batchSize, logger, run, onProgress } = options;
  let checkpoint = options.from; // what the schema's checkpoint row says
  let applied = 0;
  // Scratch schemas only (the runner passes a live one through applyBatchInTransaction directly).
  // From the first event the scratch tables are empty: an order never written is looked up nowhere.
  const memory = new RowMemory(options.rowMemoryLimit, options.from === undefined);
  const writes = backgroundWrites(options.writesPool, schema);
  const scratch = { memory, ...(writes ? { writes } : {}) };
  try {
    return await readAndApply();
  } finally {
    await writes?.close();
  }

  async function readAndApply(): Promise<CatchUpProgress> {
    const read = (from: string | undefined): Promise<ReadAllResult> => {
      const page = store.readAllForward({
        fromCheckpoint: from,
        streamPrefixes: [...projection.streamPrefixes],
        ...eventTypesOf(projection),
        maxCount: batchSize,
      });
      page.catch(() => undefined); // awaited below; a failed apply must not leave it unhandled
      return page;
    };
    let next = read(options.from);
    for (;;) {
      const page = await next;
      const events = until === undefined ? page.events : page.events.filter((e) => e.position <= until);
      const reachedLimit = until !== undefined && events.length < page.events.length;
      const done = page.isEnd || reachedLimit || page.events.length === 0;
      // Past a page's last event, whether or not any of it matched a prefix.
      if (!done) next = read(page.checkpoint);
      if (events.length > 0) {
        const expected = checkpoint;
        checkpoint = await run((client) =>
          applyBatchInTransaction(client, projection, schema, expected, events, logger, store, scratch),
        );
        applied += events.length;
        onProgress?.({ applied, checkpoint });
      }
      if (done) break;
    }
    if (projection.flush)
      await run((client) => flushInTransaction(client, projection, schema, scratch, checkpoint, store));
    await writes?.drain();
    return { applied, checkpoint };
  }
}

/**
 * Up to two lanes, leaving two of the pool's connections free: one for each page's transaction
 * and one for the next page's read when the store shares the pool (the worker's). A pool of two
 * writes inline, as the live runner does.
 */
function backgroundWrites(pool: Pool | undefined, schema: string): BackgroundWrites | undefined {
  const lanes = pool ? Math.min(2, (pool.options.max ?? 10) - 2) : 0;
  return lanes > 0 ? new BackgroundWrites(pool!, schema, lanes) : undefined;
}
