// The worker's read-model runners in a process of their own, as the worker runs them in production.
// Started by projections-process.ts with the bench's swc hook; says 'started' once every runner has
// its lease, and stops its runners on 'stop' before it exits.
import { Pool } from 'pg';
import { createEventStore } from '@slabworks/event-store';
import { PROJECTIONS, ProjectionRunner } from '@slabworks/read-models';

const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const pool = new Pool({ connectionString: url, max: 4 });
  const store = await createEventStore({ kind: 'postgres', url, migrate: false });
  const runners = PROJECTIONS.map((p) => new ProjectionRunner(pool, store, p as never, { logger: quiet }));
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
