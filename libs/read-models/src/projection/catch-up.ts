import type { PoolClient } from 'pg';
import type { DecoderLogger, EventStore } from '@slabworks/event-store';
import { RowMemory, type Projection } from './projection';
import { applyBatchInTransaction } from './projection-transaction';

export interface CatchUpProgress {
  readonly applied: number;
  readonly checkpoint: string | undefined;
}

/**
 * Reads the store forward from `from` and applies pages into `schema`, each page in its own
 * transaction (`begin` gives one) or all in the caller's (`client`). Stops at the head, or before
 * the first event past `until` (checkpoints of one store compare as strings in log order).
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
}): Promise<CatchUpProgress> {
  const { store, projection, schema, until, batchSize, logger, run, onProgress } = options;
  let checkpoint = options.from; // what the schema's checkpoint row says
  let cursor = options.from; // where the next read starts; may pass events that match no prefix
  let applied = 0;
  // Scratch schemas only (the runner passes a live one through applyBatchInTransaction directly).
  const memory = new RowMemory();
  for (;;) {
    const page = await store.readAllForward({
      fromCheckpoint: cursor,
      streamPrefixes: [...projection.streamPrefixes],
      maxCount: batchSize,
    });
    const events = until === undefined ? page.events : page.events.filter((e) => e.position <= until);
    if (events.length > 0) {
      const expected = checkpoint;
      checkpoint = await run((client) =>
        applyBatchInTransaction(client, projection, schema, expected, events, logger, memory),
      );
      cursor = checkpoint;
      applied += events.length;
      onProgress?.({ applied, checkpoint });
    }
    const reachedLimit = until !== undefined && events.length < page.events.length;
    if (page.isEnd || reachedLimit || page.events.length === 0) return { applied, checkpoint };
    if (events.length === 0 && page.checkpoint) cursor = page.checkpoint;
  }
}
