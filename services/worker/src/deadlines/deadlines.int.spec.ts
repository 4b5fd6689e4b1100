import IORedis from 'ioredis';
import { Pool } from 'pg';
import type { Worker } from 'bullmq';
import { createEventStore, type EventStore } from '@slabworks/event-store';
import { executeOrderCommand } from '@slabworks/order-commands';
import { gradingOrderStream } from '@slabworks/domain';
import { ordersProjection, ProjectionRunner } from '@slabworks/read-models';
import { createTestDatabase, testKeyPrefix, type TestDatabase } from '@slabworks/testing';
import { DeadlineQueue } from './deadline-queue';
import { deadlineSchedulerProjection } from './deadline-scheduler.projection';
import { DeadlineSweeper } from './deadline-sweeper';
import { startDeadlineWorker } from './deadline-worker';
import { deleteKeysByPrefix, seedWaitingOrder, seedWaitingOrders } from './testing/seed-orders';

jest.setTimeout(120_000);

const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, stepMs = 100): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now();
    await sleep(stepMs);
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

describe('virtual-account deadlines (BullMQ wake-up, read-model sweeper)', () => {
  let db: TestDatabase;
  let pool: Pool;
  let store: EventStore;
  let redis: IORedis;
  let queue: DeadlineQueue;
  let worker: Worker;
  let workerRedis: IORedis;
  let orders: ProjectionRunner<unknown>;
  let scheduler: ProjectionRunner<unknown>;
  const prefix = testKeyPrefix('deadlines');

  const expiredEvents = async (orderId: string) =>
    (await store.read(gradingOrderStream(orderId))).filter((e) => e.type === 'DepositDeadlineExpired').length;
  const statusOf = async (ids: string[]) => {
    const { rows } = await pool.query<{ status: string; n: string }>(
      `SELECT status, count(*) AS n FROM read_models.orders WHERE order_id = ANY($1) GROUP BY status`,
      [ids],
    );
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  };

  beforeAll(async () => {
    db = await createTestDatabase('deadlines');
    pool = new Pool({ connectionString: db.url, max: 20 });
    pool.on('error', () => undefined); // an idle client killed by the database's drop must not fail the run
    store = await createEventStore({ kind: 'postgres', url: db.url, migrate: true });
    redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    queue = new DeadlineQueue({ connection: redis, prefix });
    orders = new ProjectionRunner(pool, store, ordersProjection as never, { logger: quiet, batchSize: 500 });
    scheduler = new ProjectionRunner(pool, store, deadlineSchedulerProjection(queue) as never, {
      logger: quiet,
    });
    workerRedis = redis.duplicate();
    worker = startDeadlineWorker(store, { connection: workerRedis, prefix });
    await orders.start();
    await scheduler.start();
  });

  afterAll(async () => {
    await worker?.close();
    await scheduler?.stop();
    await orders?.stop();
    await queue?.close();
    if (redis) await deleteKeysByPrefix(redis, prefix);
    await workerRedis?.quit();
    await redis?.quit();
    await store?.close();
    await pool?.end();
    await db?.drop();
  });

  it('a job that fires early changes nothing, sleeps again, and expires the order at its deadline', async () => {
    // Far enough ahead that, on a busy machine, the job is still early when the test fires it.
    const dueAt = new Date(Date.now() + 10_000);
    const orderId = await seedWaitingOrder(store, dueAt);
    const job = await (async () => {
      await waitFor(async () => (await queue.queue.getJob(orderId)) !== undefined, 10_000);
      return (await queue.queue.getJob(orderId))!;
    })();
    await job.promote(); // fire now, seconds early
    await sleep(700);
    expect(Date.now()).toBeLessThan(dueAt.getTime());
    expect(await expiredEvents(orderId)).toBe(0);
    expect((await store.read(gradingOrderStream(orderId))).length).toBe(2);
    expect(await queue.queue.getJobState(orderId)).toBe('delayed');

    const expiredAt = await waitFor(async () => (await expiredEvents(orderId)) === 1, 20_000, 20);
    expect(expiredAt).toBeGreaterThanOrEqual(dueAt.getTime());
    await sleep(300);
    expect(await expiredEvents(orderId)).toBe(1);
  });

  it('payment removes the pending job', async () => {
    const orderId = await seedWaitingOrder(store, new Date(Date.now() + 60_000));
    await waitFor(async () => (await queue.queue.getJob(orderId)) !== undefined, 10_000);
    const history = await store.read(gradingOrderStream(orderId));
    const total = (history[0]!.data as { pricing: { totalAmount: number } }).pricing.totalAmount;
    await executeOrderCommand(
      store,
      {
        orderId,
        commandId: `${orderId}:pay`,
        actor: { id: 'webhook', role: 'SYSTEM' },
        correlationId: orderId,
      },
      () => ({
        type: 'CompletePayment',
        data: { method: 'VIRTUAL_ACCOUNT', amount: total, providerKey: 'sbx_1' },
      }),
    );
    await waitFor(async () => (await queue.queue.getJob(orderId)) === undefined, 10_000);
  });

  it('with Redis flushed while 1,000 deadlines are pending, each expires exactly once within one sweep', async () => {
    const sweepMs = 3_000;
    // Far enough ahead that seeding 1,000 orders on a busy machine still ends before the deadline.
    const dueAt = new Date(Date.now() + 15_000);
    const ids = await seedWaitingOrders(store, 1_000, dueAt);
    await waitFor(async () => (await queue.queue.getDelayedCount()) >= 1_000, 30_000);
    await waitFor(async () => (await statusOf(ids)).WAITING_FOR_DEPOSIT === 1_000, 30_000);

    const deleted = await deleteKeysByPrefix(redis, prefix);
    expect(deleted).toBeGreaterThan(0);
    expect(await queue.queue.getDelayedCount()).toBe(0);
    expect(Date.now()).toBeLessThan(dueAt.getTime()); // the flush happened while all were pending

    // "Within one sweep" is shown by counting sweeps, not by the clock (a loaded machine stretches
    // any wall-clock bound): a sweep before the deadline expires nothing, and the first sweep after
    // it expires every one of the 1,000 whose wake-up jobs were lost.
    const sweeper = new DeadlineSweeper(pool, store, sweepMs, quiet);
    expect(await sweeper.sweep()).toBe(0);
    await sleep(Math.max(0, dueAt.getTime() - Date.now() + 50));
    expect(await sweeper.sweep()).toBe(1_000);
    const counts = await Promise.all(ids.map(expiredEvents));
    expect(counts.every((n) => n === 1)).toBe(true);
    await waitFor(async () => (await statusOf(ids)).DEADLINE_EXPIRED === 1_000, 60_000, 200);
    expect(await sweeper.sweep()).toBe(0); // a second pass finds nothing left to do
  });
});
