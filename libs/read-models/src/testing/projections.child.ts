// A stand-in worker process: runs every projection, as the worker does, until it is told to stop or
// killed (the kill test kills it; bench:orders runs its read models in it). Says 'started' once every
// runner has started. BATCH_SIZE: events per batch (the runner's own default when unset).
import { Pool } from 'pg';
import { createEventStore } from '@slabworks/event-store';
import { PROJECTIONS } from '../projections';
import { ProjectionRunner } from '../projection/projection-runner';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const pool = new Pool({ connectionString: url, max: 4 });
  const store = await createEventStore({ kind: 'postgres', url, migrate: false });
  const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };
  const batchSize = process.env.BATCH_SIZE ? Number(process.env.BATCH_SIZE) : undefined;
  const runners = PROJECTIONS.map(
    (projection) =>
      new ProjectionRunner(pool, store, projection as never, {
        logger: quiet,
        ...(batchSize ? { batchSize } : {}),
        leaseRetryMs: 200,
      }),
  );
  for (const runner of runners) await runner.start();
  process.on('message', (message) => {
    if (message !== 'stop') return;
    void (async () => {
      for (const runner of runners) await runner.stop();
      await store.close();
      await pool.end();
      process.exit(0);
    })();
  });
  process.send?.('started');
}

void main();
