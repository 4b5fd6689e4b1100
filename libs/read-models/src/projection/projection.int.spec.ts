import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { EventStore, RecordedEvent } from '@slabworks/event-store';
import { waitFor } from '@slabworks/testing';
import { LiveRows } from './live-rows';
import { LIVE_SCHEMA, type Projection } from './projection';
import { readCheckpoint } from './projection-checkpoints';
import { ProjectionRunner } from './projection-runner';
import {
  applyBatchInOwnTransaction,
  CheckpointMovedError,
  inTransaction,
  startProjection,
} from './projection-transaction';
import { rebuildProjection } from './rebuild-projection';
import { verifyProjection } from './verify-projection';
import { readModelTestDatabase } from '../testing/read-model-test-database';

const quiet = { log: () => undefined, warn: jest.fn(), error: jest.fn() };

/** A toy read model: events per stream, and the last known type. Enough to exercise the machinery. */
function streamCounts(failOnce?: { type: string }): Projection {
  let failed = false;
  return {
    name: 'stream-counts',
    version: 1,
    streamPrefixes: ['toy-'],
    tables: [{ name: 'stream_counts', key: ['stream_id'] }],
    isKnown: (type) => type !== 'FromTheFuture',
    async apply(db: PoolClient, events: RecordedEvent[]) {
      for (const e of events) {
        if (failOnce && e.type === failOnce.type && !failed) {
          failed = true;
          throw new Error('worker died mid-batch');
        }
        await db.query(
          `INSERT INTO stream_counts VALUES ($1, 1, $2, $3)
           ON CONFLICT (stream_id) DO UPDATE SET events = stream_counts.events + 1, last_type = $2, last_at = $3`,
          [e.streamId, e.type, e.createdAt],
        );
      }
    },
  };
}

async function appendToy(store: EventStore, stream: string, types: string[]): Promise<void> {
  const existing = await store.read(stream);
  await store.append(
    stream,
    types.map((type) => ({ id: randomUUID(), type, data: { n: 1 } })),
    { expectedRevision: existing.length ? existing.length - 1 : 'no_stream' },
  );
}

describe('projection runner, rebuild and verify (real PostgreSQL)', () => {
  const pg = readModelTestDatabase('projections', 8);
  const runners: ProjectionRunner<unknown>[] = [];

  const rows = async () =>
    (
      await pg.pool.query(
        `SELECT stream_id, events, last_type FROM ${LIVE_SCHEMA}.stream_counts ORDER BY stream_id`,
      )
    ).rows;

  beforeAll(async () => {
    // The toy's live table, as a product migration would create it (an index too, which a rebuild
    // copies and builds after its load).
    await pg.pool.query(
      `CREATE TABLE ${LIVE_SCHEMA}.stream_counts (stream_id text PRIMARY KEY, events integer NOT NULL, last_type text NOT NULL, last_at timestamptz NOT NULL)`,
    );
    await pg.pool.query(
      `CREATE INDEX stream_counts_type_idx ON ${LIVE_SCHEMA}.stream_counts (last_type, stream_id)`,
    );
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });

  it('catches up, skips unknown types with a warning, then follows live events', async () => {
    await appendToy(pg.store, 'toy-a', ['Created', 'Changed']);
    await appendToy(pg.store, 'toy-b', ['Created', 'FromTheFuture']);
    await appendToy(pg.store, 'other-x', ['Created']);
    const runner = new ProjectionRunner(pg.pool, pg.store, streamCounts(), { logger: quiet });
    runners.push(runner);
    await runner.start();
    await runner.caughtUp();
    await waitFor(async () => (await rows()).length === 2);
    expect(await rows()).toEqual([
      { stream_id: 'toy-a', events: 2, last_type: 'Changed' },
      { stream_id: 'toy-b', events: 1, last_type: 'Created' },
    ]);
    expect(quiet.warn).toHaveBeenCalledWith(
      'Skipping event of unknown type',
      expect.objectContaining({ streamId: 'toy-b' }),
    );

    await appendToy(pg.store, 'toy-a', ['Changed']);
    await waitFor(async () => (await rows())[0]?.events === 3);
  });

  it('with eventTypes, is handed only those (live and rebuilt) and checkpoints past what it skipped', async () => {
    const seen: string[] = [];
    const typed = (): Projection => ({
      name: 'typed-only',
      version: 1,
      streamPrefixes: ['typed-'],
      eventTypes: ['Wanted'],
      tables: [],
      isKnown: () => true,
      apply: async (_db, events) =>
        void seen.push(...events.map((e) => `${e.streamId}/${e.revision} ${e.type}`)),
    });
    await appendToy(pg.store, 'typed-a', ['Other', 'Wanted', 'Other']);
    const runner = new ProjectionRunner(pg.pool, pg.store, typed(), { logger: quiet });
    runners.push(runner);
    await runner.start();
    await runner.caughtUp();
    await appendToy(pg.store, 'typed-a', ['Other', 'Other', 'Wanted', 'Other']);
    await waitFor(async () => seen.length === 2);
    expect(seen).toEqual(['typed-a/1 Wanted', 'typed-a/5 Wanted']);
    // Then past the event it skipped after its last one (the subscription reports where it read to).
    const last = (await pg.store.read('typed-a'))[6]!;
    await waitFor(
      async () => (await readCheckpoint(pg.pool, 'typed-only', LIVE_SCHEMA))?.checkpoint === last.position,
      5_000,
    );
    await runner.stop();
    seen.length = 0;
    await rebuildProjection(pg.pool, pg.store, typed(), { logger: quiet });
    expect(seen).toEqual(['typed-a/1 Wanted', 'typed-a/5 Wanted']);
  });

  it("never overwrites a checkpoint someone else moved (a rebuild's swap): CheckpointMovedError", async () => {
    const applied = jest.fn();
    const projection: Projection = {
      name: 'compared',
      version: 1,
      streamPrefixes: ['toy-'],
      tables: [],
      isKnown: () => true,
      apply: async (_db, events) => void applied(events.map((e) => e.revision)),
    };
    await inTransaction(pg.pool, (c) => startProjection(c, projection, LIVE_SCHEMA));
    await appendToy(pg.store, 'toy-compared', ['Created', 'Changed']);
    const [created, changed] = await pg.store.read('toy-compared');
    const apply = (events: RecordedEvent[], expected: string | undefined) =>
      applyBatchInOwnTransaction(pg.pool, projection, LIVE_SCHEMA, expected, events, quiet, pg.store);
    expect(await apply([created!], undefined)).toBe(created!.position);
    await expect(apply([changed!], undefined)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(applied).toHaveBeenCalledTimes(1);
    expect((await readCheckpoint(pg.pool, 'compared', LIVE_SCHEMA))?.checkpoint).toBe(created!.position);
  });

  it("keeps a live batch's rows once it commits, and forgets every kept row when a batch fails", async () => {
    const projection: Projection = {
      name: 'kept',
      version: 1,
      streamPrefixes: ['toy-'],
      tables: [],
      isKnown: () => true,
      async apply(_db, events, target) {
        for (const e of events) target.liveRows?.stage(e.streamId, e.type);
        // Fails with the checkpoint and COMMIT, after apply has staged its rows.
        if (events.some((e) => e.type === 'Poison')) target.atCommit?.send('SELECT 1 / 0');
      },
    };
    await inTransaction(pg.pool, (c) => startProjection(c, projection, LIVE_SCHEMA));
    await appendToy(pg.store, 'toy-kept', ['Created', 'Poison']);
    const [created, poison] = await pg.store.read('toy-kept');
    const kept = new LiveRows<string>();
    const apply = (events: RecordedEvent[], expected: string | undefined) =>
      applyBatchInOwnTransaction(pg.pool, projection, LIVE_SCHEMA, expected, events, quiet, pg.store, kept);
    expect(await apply([created!], undefined)).toBe(created!.position);
    expect(kept.get('toy-kept')).toBe('Created');
    await expect(apply([poison!], created!.position)).rejects.toThrow(/division by zero/);
    expect(kept.get('toy-kept')).toBeUndefined();
    expect((await readCheckpoint(pg.pool, 'kept', LIVE_SCHEMA))?.checkpoint).toBe(created!.position);
  });

  it('lets only one runner hold the lease; the standby takes over when the first stops', async () => {
    const first = new ProjectionRunner(pg.pool, pg.store, streamCounts(), {
      logger: quiet,
      leaseRetryMs: 100,
    });
    const second = new ProjectionRunner(pg.pool, pg.store, streamCounts(), {
      logger: quiet,
      leaseRetryMs: 100,
    });
    runners.push(first, second);
    await first.start();
    await second.start();
    expect(first.active).toBe(true);
    expect(second.active).toBe(false);
    await first.stop();
    await waitFor(async () => second.active);
    await appendToy(pg.store, 'toy-c', ['Created']);
    await waitFor(async () => (await rows()).some((r) => r.stream_id === 'toy-c'));
  });

  it('replays a batch whose transaction died, so the read model equals a replay', async () => {
    await appendToy(pg.store, 'toy-d', ['Created', 'Poison', 'Changed']);
    const runner = new ProjectionRunner(pg.pool, pg.store, streamCounts({ type: 'Poison' }), {
      logger: quiet,
    });
    runners.push(runner);
    await runner.start();
    await waitFor(async () => (await rows()).find((r) => r.stream_id === 'toy-d')?.events === 3);
    const report = await verifyProjection(pg.pool, pg.store, streamCounts(), { logger: quiet });
    expect(report.differences).toBe(0);
    expect(report.eventsReplayed).toBeGreaterThan(0);
  });

  it('rebuilds side by side while events keep arriving, swaps, and the live runner continues', async () => {
    const runner = new ProjectionRunner(pg.pool, pg.store, streamCounts(), { logger: quiet });
    runners.push(runner);
    await runner.start();
    await runner.caughtUp();
    const writing = (async () => {
      for (let i = 0; i < 20; i++) await appendToy(pg.store, `toy-r${i % 4}`, ['Created']);
    })();
    const progress: number[] = [];
    await rebuildProjection(pg.pool, pg.store, streamCounts(), {
      logger: quiet,
      batchSize: 3,
      onProgress: (p) => progress.push(p.applied),
    });
    await writing;
    expect(progress.length).toBeGreaterThan(1);
    // The swapped-in table is an ordinary (WAL-logged) one, indexes included.
    const { rows: persistence } = await pg.pool.query(
      `SELECT c.relname, c.relpersistence FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relname LIKE 'stream_counts%'`,
      [LIVE_SCHEMA],
    );
    expect(persistence.length).toBeGreaterThan(0);
    expect(persistence.filter((r) => r.relpersistence !== 'p')).toEqual([]);
    await appendToy(pg.store, 'toy-after', ['Created']);
    await waitFor(async () => (await rows()).some((r) => r.stream_id === 'toy-after'));
    await waitFor(
      async () =>
        (await verifyProjection(pg.pool, pg.store, streamCounts(), { logger: quiet })).differences === 0,
    );
    expect(
      (await rows()).filter((r) => r.stream_id.startsWith('toy-r')).reduce((n, r) => n + r.events, 0),
    ).toBe(20);
  });

  it('verify names every row that differs from a replay', async () => {
    const runner = new ProjectionRunner(pg.pool, pg.store, streamCounts(), { logger: quiet });
    runners.push(runner);
    await runner.start();
    await runner.caughtUp();
    await pg.pool.query(`UPDATE ${LIVE_SCHEMA}.stream_counts SET events = 99 WHERE stream_id = 'toy-a'`);
    const report = await verifyProjection(pg.pool, pg.store, streamCounts(), { logger: quiet });
    expect(report.differences).toBe(2);
    expect(report.tables[0]).toMatchObject({
      table: 'stream_counts',
      onlyLive: [expect.objectContaining({ stream_id: 'toy-a', events: 99 })],
      onlyReplay: [expect.objectContaining({ stream_id: 'toy-a', events: 3 })],
    });
    expect((await readCheckpoint(pg.pool, 'stream-counts', LIVE_SCHEMA))?.version).toBe(1);
  });

  it('verify counts every differing row, not only the ones it lists', async () => {
    const runner = new ProjectionRunner(pg.pool, pg.store, streamCounts(), { logger: quiet });
    runners.push(runner);
    await runner.start();
    await runner.caughtUp();
    const before = (await verifyProjection(pg.pool, pg.store, streamCounts(), { logger: quiet })).differences;
    await pg.pool.query(
      `INSERT INTO ${LIVE_SCHEMA}.stream_counts
       SELECT 'ghost-' || n, 1, 'Ghost', now() FROM generate_series(1, 150) AS n`,
    );
    const report = await verifyProjection(pg.pool, pg.store, streamCounts(), { logger: quiet });
    expect(report.differences).toBe(before + 150);
    expect(report.tables[0]!.onlyLive.length).toBeLessThanOrEqual(100);
  });
});
