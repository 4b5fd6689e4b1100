// A stand-in worker process for the kill test: runs every projection until it is killed.
import { Pool } from 'pg';
import { createEventStore } from '@slabworks/event-store';
import { PROJECTIONS } from '../projections';
import { ProjectionRunner } from '../projection/projection-runner';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const pool = new Pool({ connectionString: url, max: 4 });
  const store = await createEventStore({ kind: 'postgres', url, migrate: false });
  const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
  const batchSize = Number(process.env.BATCH_SIZE ?? 5);
  for (const projection of PROJECTIONS) {
    await new ProjectionRunner(pool, store, projection as never, {
      logger: quiet,
      batchSize,
      leaseRetryMs: 200,
    }).start();
  }
  process.send?.('started');
}

void main();
