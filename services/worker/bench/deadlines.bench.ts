// npm run bench:deadlines — schedule rate, expiry lateness with 100k pending, Redis bytes per deadline.
// Own database and Redis prefix; both removed at the end. Last line: one JSON object.
import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { Pool } from 'pg';
import { createEventStore } from '@slabworks/event-store';
import { ProjectionRunner, READ_MODEL_MIGRATIONS } from '@slabworks/read-models';
import { createTestDatabase, migrateTestDatabase } from '@slabworks/testing';
import { DeadlineQueue } from '../src/deadlines/deadline-queue';
import { deadlineSchedulerProjection } from '../src/deadlines/deadline-scheduler.projection';
import { startDeadlineWorker } from '../src/deadlines/deadline-worker';
import { deleteKeysByPrefix, seedWaitingOrder } from '../src/deadlines/testing/seed-orders';

const PENDING = Number(process.env.BENCH_PENDING ?? 100_000);
const TIMED = Number(process.env.BENCH_TIMED ?? 2_000);
const BATCH = 500; // what one subscription batch schedules at most
let finished = false;
// After teardown the dropped database kills idle connections; that noise is not a result.
const quiet = {
  log: () => undefined,
  warn: () => undefined,
  error: (m: string) => finished || console.error(m),
};

const usedMemory = async (redis: IORedis) => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main(): Promise<void> {
  const started = Date.now();
  const prefix = `sw-bench:deadlines:${randomUUID().slice(0, 8)}:`;
  const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: null,
  });
  const workerRedis = redis.duplicate();
  const db = await createTestDatabase('bench_deadlines');
  const pool = new Pool({ connectionString: db.url, max: 20 });
  pool.on('error', () => undefined);
  const store = await createEventStore({ kind: 'postgres', url: db.url, migrate: true });
  await migrateTestDatabase(db.url, READ_MODEL_MIGRATIONS);
  const queue = new DeadlineQueue({ connection: redis, prefix });
  let runner: ProjectionRunner<unknown> | undefined;
  let worker: ReturnType<typeof startDeadlineWorker> | undefined;
  try {
    console.log(
      `policy: maxmemory-policy=${((await redis.config('GET', 'maxmemory-policy')) as string[])[1]}`,
    );
    // 1. Schedule PENDING far-future deadlines the way the scheduler projection does (addBulk per batch).
    const before = await usedMemory(redis);
    const far = new Date(Date.now() + 2 * 3600_000).toISOString();
    const t0 = performance.now();
    for (let i = 0; i < PENDING; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, PENDING - i) }, () => ({
        orderId: randomUUID(),
        dueAt: far,
      }));
      await queue.schedule(batch);
    }
    const scheduleSeconds = (performance.now() - t0) / 1000;
    const schedulePerS = Math.round(PENDING / scheduleSeconds);
    const after = await usedMemory(redis);
    const bytesPerDeadline = Math.round((after - before) / PENDING);
    const delayed = await queue.queue.getDelayedCount();
    const sampleId = (await queue.queue.getDelayed(0, 0))[0]!.id!;
    const jobHash = Number(await redis.call('MEMORY', 'USAGE', `${prefix}:${queue.queue.name}:${sampleId}`));
    console.log(
      `schedule: ${PENDING} deadlines in ${scheduleSeconds.toFixed(1)} s = ${schedulePerS}/s (batches of ${BATCH})`,
    );
    console.log(
      `memory: used_memory +${after - before} B = ${bytesPerDeadline} B/deadline (job hash alone ${jobHash} B); delayed=${delayed}`,
    );

    // 2. TIMED real orders due over ~10 s, scheduled by the store-driven scheduler, expired by the worker.
    const dueBase = Date.now() + 15_000;
    const due = new Map<string, number>();
    const ids: string[] = [];
    // Each order its own deadline, evenly spread: a steady 200 expiries/s, not bursts at one instant.
    const seededAt = Date.now();
    for (let i = 0; i < TIMED; i += 16) {
      const group = Array.from({ length: Math.min(16, TIMED - i) }, (_, k) => {
        const dueAt = new Date(dueBase + Math.floor(((i + k) / TIMED) * 10_000));
        return seedWaitingOrder(store, dueAt).then((id) => {
          due.set(id, dueAt.getTime());
          ids.push(id);
        });
      });
      await Promise.all(group);
    }
    console.log(`seeded ${TIMED} waiting orders in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
    runner = new ProjectionRunner(pool, store, deadlineSchedulerProjection(queue) as never, {
      logger: quiet,
    });
    await runner.start();
    await runner.caughtUp();
    if (Date.now() > dueBase) console.log('warning: seeding ran past the first deadline');
    const lateness: number[] = [];
    const outcomes = new Map<string, number>();
    worker = startDeadlineWorker(store, {
      connection: workerRedis,
      prefix,
      concurrency: 32,
      onExpired: (orderId, result) => {
        outcomes.set(result.outcome, (outcomes.get(result.outcome) ?? 0) + 1);
        const d = due.get(orderId);
        if (d !== undefined && result.outcome === 'EXPIRED') lateness.push(Date.now() - d);
      },
    });
    const deadline = dueBase + 10_000 + 30_000;
    while (lateness.length < TIMED && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    lateness.sort((a, b) => a - b);
    const events = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM event_store.events WHERE type = 'DepositDeadlineExpired'`,
    );
    const [p50, p99, max] = [pct(lateness, 50), pct(lateness, 99), lateness[lateness.length - 1] ?? NaN];
    console.log(
      `expiry lateness (append done - dueAt) with ${PENDING} pending: p50 ${p50} ms, p99 ${p99} ms, max ${max} ms; ` +
        `expired ${lateness.length}/${TIMED}, DepositDeadlineExpired events ${events.rows[0]!.n}, outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
    console.log(`runtime ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(
      JSON.stringify({
        late_p50_ms: p50,
        late_p99_ms: p99,
        late_max_ms: max,
        expired: lateness.length,
        missed: TIMED - lateness.length,
        pending: PENDING,
        bytes_per_deadline: bytesPerDeadline,
        schedule_per_s: schedulePerS,
      }),
    );
  } finally {
    finished = true;
    await worker?.close();
    await runner?.stop();
    await queue.close();
    await deleteKeysByPrefix(redis, prefix);
    await workerRedis.quit();
    await redis.quit();
    await store.close();
    await pool.end();
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
