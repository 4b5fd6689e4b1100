import { Pool } from 'pg';
import type { EventStore } from '@slabworks/event-store';
import { LIVE_SCHEMA, PROJECTIONS, ProjectionRunner, readCheckpoint } from '@slabworks/read-models';
import { EVENT_STORE } from '../event-store';
import type { TestApp } from './test-app';

export interface RunningProjections {
  readonly pool: Pool;
  /** Resolves once every projection has applied everything appended so far. */
  settle(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
const pad = (digits: string) => digits.padStart(20, '0');

type Projected = (typeof PROJECTIONS)[number];

/**
 * The newest committed event a projection reads (its streams, its eventTypes if it has them), in
 * the PostgreSQL adapter's checkpoint format. Not the store's headCheckpoint(): that one stops
 * below the oldest open transaction, so it can lag a commit.
 */
async function committedHead(pool: Pool, projection: Projected): Promise<string | undefined> {
  const { rows } = await pool.query<{ tx: string; pos: string }>(
    `SELECT transaction_id::text AS tx, global_position::text AS pos FROM event_store.events e
     WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS prefix WHERE starts_with(e.stream_id, prefix))
       AND ($2::text[] IS NULL OR e.type = ANY($2::text[]))
     ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    [[...projection.streamPrefixes], projection.eventTypes ? [...projection.eventTypes] : null],
  );
  return rows[0] && `pg:${pad(rows[0].tx)}:${pad(rows[0].pos)}`;
}

/** The worker's projection runners inside an e2e test (the worker process does not run there). */
export async function runProjections(t: TestApp): Promise<RunningProjections> {
  const pool = new Pool({ connectionString: t.config.databaseUrl, max: 6 });
  const store = t.app.get<EventStore>(EVENT_STORE);
  const runners = PROJECTIONS.map(
    (p) => new ProjectionRunner(pool, store, p as never, { logger: quiet, batchSize: 200 }),
  );
  for (const runner of runners) await runner.start();
  await Promise.all(runners.map((r) => r.caughtUp()));
  return {
    pool,
    async settle(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      const heads = await Promise.all(PROJECTIONS.map((p) => committedHead(pool, p)));
      for (;;) {
        const marks = await Promise.all(PROJECTIONS.map((p) => readCheckpoint(pool, p.name, LIVE_SCHEMA)));
        const reached = (head: string | undefined, i: number) =>
          head === undefined || (marks[i]?.checkpoint !== undefined && marks[i]!.checkpoint! >= head);
        if (heads.every(reached)) return;
        if (Date.now() > deadline) throw new Error('projections did not catch up');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      for (const runner of runners) await runner.stop();
      await pool.end();
    },
  };
}
