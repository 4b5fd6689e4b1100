import type { Pool } from 'pg';
import type { EventStore } from '@slabworks/event-store';
import { ordersProjection, rebuildProjection } from '@slabworks/read-models';

export interface RebuildResult {
  applied: number;
  seconds: number;
  complete: boolean;
}

class RebuildCutOff extends Error {}

/**
 * Times rebuildProjection('orders') from the first event through the swap. Past `maxSeconds` it is
 * cut off between batches (the scratch schema is left to the database drop) and what was applied
 * by then is reported as measured, never extrapolated.
 */
export async function timeRebuild(
  pool: Pool,
  store: EventStore,
  maxSeconds: number,
  log: (line: string) => void,
): Promise<RebuildResult> {
  const start = performance.now();
  let applied = 0;
  let printed = start;
  const elapsed = () => (performance.now() - start) / 1000;
  const quiet = { warn: () => undefined, error: (m: string, c?: unknown) => console.error(m, c ?? '') };
  try {
    const result = await rebuildProjection(pool, store, ordersProjection, {
      logger: quiet,
      onProgress: (p) => {
        applied = p.applied;
        // Where the time goes: the build (rows flushed at its end), the indexes, the swap.
        const at = `${elapsed().toFixed(1)} s`;
        if (p.phase === 'index') log(`  rebuild: built (rows flushed) at ${at}; indexes and swap next`);
        else if (p.phase === 'swap') log(`  rebuild: swapped in at ${at}`);
        else if (performance.now() - printed > 10_000) {
          printed = performance.now();
          log(
            `  rebuild: ${applied.toLocaleString('en')} events, ${Math.round(applied / elapsed())} events/s`,
          );
        }
        if (p.phase === 'build' && elapsed() > maxSeconds) throw new RebuildCutOff();
      },
    });
    return { applied: result.applied, seconds: elapsed(), complete: true };
  } catch (error) {
    if (!(error instanceof RebuildCutOff)) throw error;
    log(`  rebuild cut off after ${maxSeconds} s (time budget)`);
    return { applied, seconds: elapsed(), complete: false };
  }
}

/**
 * The ceiling beside the rebuild: the same catch-up reads (pages of 2,000 order events through the
 * event store port) with nothing applied, bounded by count and time.
 */
export async function timeCatchUpRead(
  store: EventStore,
  maxEvents: number,
  maxSeconds: number,
): Promise<{ events: number; seconds: number }> {
  const start = performance.now();
  let events = 0;
  let checkpoint: string | undefined;
  while (events < maxEvents && performance.now() - start < maxSeconds * 1000) {
    const page = await store.readAllForward({
      fromCheckpoint: checkpoint,
      streamPrefixes: [...ordersProjection.streamPrefixes],
      maxCount: 2000,
    });
    events += page.events.length;
    checkpoint = page.checkpoint;
    if (page.isEnd || page.events.length === 0) break;
  }
  return { events, seconds: (performance.now() - start) / 1000 };
}
