// npm run projections:rebuild -- <name>: builds the projection side by side from the first event,
// printing progress, then swaps it in; the live tables keep serving until the swap.
import { Pool } from 'pg';
import { loadConfig } from '@slabworks/config';
import { watchPool } from '@slabworks/connections';
import { openEventStore } from '@slabworks/event-store';
import { PROJECTIONS, rebuildProjection } from '@slabworks/read-models';

async function main(): Promise<void> {
  const name = process.argv[2];
  const projection = PROJECTIONS.find((p) => p.name === name);
  if (!projection) {
    console.error(`usage: npm run projections:rebuild -- <${PROJECTIONS.map((p) => p.name).join('|')}>`);
    process.exit(2);
  }
  const config = loadConfig();
  const pool = new Pool({ connectionString: config.databaseUrl, max: 4 });
  // A dropped connection fails the statement that used it (and so the rebuild, which says why).
  watchPool(pool, 'PostgreSQL', console);
  // Opened as the api and worker open it, so stored checkpoints carry their adapter's name here too.
  const store = await openEventStore(config);
  const started = Date.now();
  let lastPrint = 0;
  try {
    const result = await rebuildProjection(pool, store, projection as never, {
      logger: { warn: (m, c) => console.warn(m, c ?? ''), error: (m, c) => console.error(m, c ?? '') },
      onProgress: ({ applied, phase }) => {
        if (phase !== 'build' || Date.now() - lastPrint > 1000) {
          lastPrint = Date.now();
          const seconds = (Date.now() - started) / 1000;
          console.log(
            `${projection.name}: ${phase} ${applied} events, ${Math.round(applied / Math.max(seconds, 0.001))} events/s`,
          );
        }
      },
    });
    console.log(
      `${projection.name}: rebuilt from ${result.applied} events in ${((Date.now() - started) / 1000).toFixed(1)} s and swapped in`,
    );
  } finally {
    await store.close();
    await pool.end();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
