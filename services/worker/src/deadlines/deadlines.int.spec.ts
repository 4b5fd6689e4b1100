import IORedis from 'ioredis';
import { Pool } from 'pg';
import type { Worker } from 'bullmq';
import { createEventStore, type EventStore } from '@slabworks/event-store';
import { executeOrderCommand } from '@slabworks/order-commands';
import { gradingOrderStream } from '@slabworks/domain';
import { ordersProjection, ProjectionRunner, READ_MODEL_MIGRATIONS } from '@slabworks/read-models';
import {
  createTestDatabase,
  migrateTestDatabase,
  TestClock,
  testKeyPrefix,
  waitFor,
  type TestDatabase,
} from '@slabworks/testing';
import { DeadlineQueue } from './deadline-queue';
import { deadlineSchedulerProjection } from './deadline-scheduler.projection';
import { DeadlineSweeper } from './deadline-sweeper';
import { startDeadlineWorker } from './deadline-worker';
import { jobIdOf } from './deadline-queue';
import {
  deleteKeysByPrefix,
  seedUnpaidOrder,
  seedWaitingOrder,
  seedWaitingOrders,
} from './testing/seed-orders';

jest.setTimeout(120_000);

const quiet = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };
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
  // The worker and the sweeper read this clock: deadlines are an hour away in real time, and the
  // tests move "now" past them instead of sleeping.
  const clock = new TestClock();
  const HOUR = 3_600_000;

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
    await migrateTestDatabase(db.url, READ_MODEL_MIGRATIONS);
    redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
    queue = new DeadlineQueue({ connection: redis, prefix });
    orders = new ProjectionRunner(pool, store, ordersProjection as never, { logger: quiet, batchSize: 500 });
    scheduler = new ProjectionRunner(pool, store, deadlineSchedulerProjection(queue) as never, {
      logger: quiet,
    });
    workerRedis = redis.duplicate();
    worker = startDeadlineWorker(store, { connection: workerRedis, prefix, clock: clock.now });
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
    clock.set(new Date());
    const dueAt = new Date(clock.now().getTime() + HOUR);
    const orderId = await seedWaitingOrder(store, dueAt);
    const job = await waitFor(() => queue.queue.getJob(orderId), 10_000, 'the wake-up job');
    await job.promote(); // fire now, an hour early
    await waitFor(
      async () => (await queue.queue.getJobState(orderId)) === 'delayed',
      10_000,
      'the job to sleep again',
    );
    expect(await expiredEvents(orderId)).toBe(0);
    expect((await store.read(gradingOrderStream(orderId))).length).toBe(2);
    const delayed = (await queue.queue.getJob(orderId))!;

    clock.set(dueAt);
    await delayed.promote();
    await waitFor(async () => (await queue.queue.getJob(orderId)) === undefined, 10_000, 'the job to finish');
    expect(await expiredEvents(orderId)).toBe(1);
  });

  it('an unpaid card order expires at its payBy by its job (UnpaidOrderExpired, DEADLINE_EXPIRED)', async () => {
    clock.set(new Date());
    const payBy = new Date(clock.now().getTime() + 24 * HOUR);
    const orderId = await seedUnpaidOrder(store, payBy);
    const jobId = jobIdOf('unpaid', orderId);
    const job = await waitFor(() => queue.queue.getJob(jobId), 10_000, 'the unpaid wake-up job');
    await job.promote(); // a day early: it goes back to sleep
    await waitFor(async () => (await queue.queue.getJobState(jobId)) === 'delayed', 10_000, 'sleep again');
    clock.set(payBy);
    await (await queue.queue.getJob(jobId))!.promote();
    await waitFor(async () => (await queue.queue.getJob(jobId)) === undefined, 10_000, 'the job to finish');
    const types = (await store.read(gradingOrderStream(orderId))).map((e) => e.type);
    expect(types).toEqual(['OrderPlaced', 'UnpaidOrderExpired']);
    await waitFor(async () => (await statusOf([orderId])).DEADLINE_EXPIRED === 1, 10_000, 'the read model');
  });

  it('with its job lost, one sweep past payBy expires an unpaid order once; a virtual account ends the unpaid deadline', async () => {
    clock.set(new Date());
    const payBy = new Date(clock.now().getTime() + 24 * HOUR);
    const lost = await seedUnpaidOrder(store, payBy);
    const waiting = await seedUnpaidOrder(store, payBy);
    await executeOrderCommand(
      store,
      {
        orderId: waiting,
        commandId: `${waiting}:va`,
        actor: { id: 't', role: 'SYSTEM' },
        correlationId: waiting,
      },
      () => ({
        type: 'IssueVirtualAccount',
        data: {
          bank: '신한',
          accountNumber: '1',
          holderName: 'S',
          dueAt: new Date(payBy.getTime() + 48 * HOUR).toISOString(),
        },
      }),
    );
    await waitFor(
      async () => (await queue.queue.getJob(jobIdOf('unpaid', waiting))) === undefined,
      10_000,
      'unpaid job dropped',
    );
    await waitFor(async () => (await statusOf([lost])).SAVED === 1, 10_000, 'the read model');
    await queue.unschedule([lost]);
    const sweeper = new DeadlineSweeper(pool, store, 3_000, quiet, clock.now);
    clock.set(new Date(payBy.getTime() - 1));
    expect(await sweeper.sweep()).toBe(0);
    // The sweep selects by placing time + UNPAID_ORDER_HOURS (the read model has no payBy), which is
    // a moment after payBy here: the first sweep after that expires it.
    clock.set(new Date(payBy.getTime() + 60_000));
    await sweeper.sweep();
    await sweeper.sweep();
    const types = async (id: string) => (await store.read(gradingOrderStream(id))).map((e) => e.type);
    expect(await types(lost)).toEqual(['OrderPlaced', 'UnpaidOrderExpired']);
    expect(await types(waiting)).toEqual(['OrderPlaced', 'VirtualAccountIssued']);
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
    clock.set(new Date());
    const dueAt = new Date(clock.now().getTime() + HOUR);
    const ids = await seedWaitingOrders(store, 1_000, dueAt);
    await waitFor(async () => (await queue.queue.getDelayedCount()) >= 1_000, 30_000, 'every wake-up job');
    await waitFor(async () => (await statusOf(ids)).WAITING_FOR_DEPOSIT === 1_000, 30_000, 'the read model');

    const deleted = await deleteKeysByPrefix(redis, prefix);
    expect(deleted).toBeGreaterThan(0);
    expect(await queue.queue.getDelayedCount()).toBe(0);

    // "Within one sweep" is shown by counting sweeps: a sweep before the deadline expires nothing,
    // and the first sweep after it expires every one of the 1,000 whose wake-up jobs were lost.
    const sweeper = new DeadlineSweeper(pool, store, 3_000, quiet, clock.now);
    expect(await sweeper.sweep()).toBe(0);
    clock.set(new Date(dueAt.getTime() - 1));
    expect(await sweeper.sweep()).toBe(0);
    clock.set(dueAt);
    expect(await sweeper.sweep()).toBe(1_000);
    const counts = await Promise.all(ids.map(expiredEvents));
    expect(counts.every((n) => n === 1)).toBe(true);
    await waitFor(
      async () => (await statusOf(ids)).DEADLINE_EXPIRED === 1_000,
      60_000,
      'the read model',
      200,
    );
    expect(await sweeper.sweep()).toBe(0); // a second pass finds nothing left to do
  });
});
