import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  foldOrder,
  GRADING_ORDER_STREAM_PREFIX,
  gradingOrderStream,
  type OrderEvent,
} from '@slabworks/domain';
import { actors, command, forwardCommand, gradingInput, priced, run } from '@slabworks/domain/testing';
import { waitFor } from '@slabworks/testing';
import { eventTypesOf, LIVE_SCHEMA } from '../projection/projection';
import { readCheckpoint } from '../projection/projection-checkpoints';
import { verifyProjection } from '../projection/verify-projection';
import { PROJECTIONS } from '../projections';
import { readModelTestDatabase } from '../testing/read-model-test-database';

const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

function deliveredHistory(orderId: string, n: number): OrderEvent[] {
  const input = gradingInput();
  const orderNumber = `G261122-${String(n + 1).padStart(6, '0')}`;
  let events = run([
    command('PlaceOrder', { orderId, orderNumber, order: input, pricing: priced(input) }, actors.member),
  ]);
  const amount = foldOrder(events).order!.pricing.totalAmount;
  events = run(
    [command('CompletePayment', { method: 'CARD', amount, providerKey: `p-${n}` }, actors.member)],
    events,
  );
  for (let next = forwardCommand(foldOrder(events)); next; next = forwardCommand(foldOrder(events))) {
    events = run([next], events);
  }
  return events;
}

function startWorker(url: string): Promise<ChildProcess> {
  const child = fork(join(__dirname, '../testing/projections.child.ts'), [], {
    env: { ...process.env, DATABASE_URL: url, BATCH_SIZE: '5' },
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`projection worker exited early (${code})`)));
  });
}

describe('a worker killed mid-batch (real process, SIGKILL)', () => {
  const pg = readModelTestDatabase('worker_kill', 4);

  it('leaves read models equal to a replay after restart', async () => {
    let total = 0;
    for (let n = 0; n < 60; n++) {
      const orderId = randomUUID();
      const events = deliveredHistory(orderId, n);
      total += events.length;
      await pg.store.append(
        gradingOrderStream(orderId),
        events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: { schemaVersion: 1 } })),
        { expectedRevision: 'no_stream' },
      );
    }
    // The orders projection reads every event; the registry only the scores (its eventTypes).
    const applied = async () =>
      Number(
        (
          await pg.pool
            .query(
              `SELECT coalesce(min(events_applied), 0) AS n FROM ${LIVE_SCHEMA}.projection_checkpoints
                WHERE schema_name = $1 AND name = 'orders'`,
              [LIVE_SCHEMA],
            )
            .catch(() => ({ rows: [{ n: 0 }] }))
        ).rows[0].n,
      );
    // The store's reads stop below the oldest open transaction (of any database on the server):
    // wait until all of these appends are readable before taking each projection's last event.
    await waitFor(
      async () =>
        (await pg.store.readAllForward({ streamPrefixes: [GRADING_ORDER_STREAM_PREFIX], maxCount: total }))
          .events.length === total,
      30_000,
      'every appended event readable',
    );
    const lastWanted = await Promise.all(
      PROJECTIONS.map(async (projection) => {
        const page = await pg.store.readAllForward({
          streamPrefixes: [...projection.streamPrefixes],
          ...eventTypesOf(projection),
          maxCount: total,
        });
        return [projection.name, page.checkpoint] as const;
      }),
    );
    // At or past each one's last event (a projection with eventTypes may move past what it skipped).
    const allCaughtUp = async () => {
      for (const [name, last] of lastWanted) {
        const stored = (await readCheckpoint(pg.pool, name, LIVE_SCHEMA).catch(() => undefined))?.checkpoint;
        if (stored === undefined || (last !== undefined && stored < last)) return false;
      }
      return true;
    };

    const first = await startWorker(pg.db.url);
    while ((await applied()) < 20) await new Promise((r) => setTimeout(r, 5));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = await applied();
    expect(atKill).toBeLessThan(total); // killed part-way, with batches in flight

    const second = await startWorker(pg.db.url);
    try {
      while (!(await allCaughtUp())) await new Promise((r) => setTimeout(r, 50));
      expect(await applied()).toBeGreaterThanOrEqual(total);
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    }
    for (const projection of PROJECTIONS) {
      const report = await verifyProjection(pg.pool, pg.store, projection as never, { logger: quiet });
      expect(report.tables).toEqual([]);
    }
    const { rows } = await pg.pool.query(
      `SELECT count(*)::int AS n FROM ${LIVE_SCHEMA}.orders WHERE status = 'COMPLETE'`,
    );
    expect(rows[0].n).toBe(60);
  }, 120_000); // two worker processes start on a loaded 2-core CI machine
});
