import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { Pool } from 'pg';
import { gradingOrderStream } from '@slabworks/domain';
import { gradingInput, priced, virtualAccountIssue } from '@slabworks/domain/testing';
import { createEventStore, type EventStore } from '@slabworks/event-store';
import { executeOrderCommand } from '@slabworks/order-commands';
import { createTestDatabase, DatabaseOutage, testKeyPrefix, type TestDatabase } from '@slabworks/testing';
import { PasswordHasher } from '../auth';
import { cookieHeader, cookiesOf, TEST_PASSWORD } from '../auth/testing';
import { gradingBody } from '../order/testing';
import { freePort } from '../testing/free-port';
import { callApi, privateBundles, startBundle, waitFor, type RunningProcess } from './processes.testing';
import { RedisServer } from './redis-server.testing';

/**
 * The product as `npm start` runs it (the built api and worker), while PostgreSQL and Redis go away
 * and come back. PostgreSQL's outage is confined to this test's database (every backend terminated
 * with the 57P01 a restart sends, new connections refused meanwhile); Redis is a server of the
 * test's own, killed and started again empty, as an unpersisted Redis restarts.
 */
jest.setTimeout(180_000);

const HEARTBEAT_MS = 500;
const PHOTOS = 2_000;
const STALE_MS = 2_500;

type Sample = { status: number; code?: string; message?: string; retryAfter: string | null };

describe('PostgreSQL and Redis restarting under the running product', () => {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const prefix = testKeyPrefix('restarts').replace(/:$/, '');
  let db: TestDatabase;
  let outage: DatabaseOutage;
  let redisServer: RedisServer;
  let bundles: ReturnType<typeof privateBundles>;
  let pool: Pool;
  let store: EventStore;
  let api: RunningProcess;
  let worker: RunningProcess;
  let url: string;
  let member: Record<string, string>;
  let memberId: string;
  let photos: string[];
  let auditor: Record<string, string>;

  async function signIn(email: string): Promise<Record<string, string>> {
    const res = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`log-in failed: ${res.status} ${await res.text()}`);
    const cookies = cookiesOf({ headers: { 'set-cookie': res.headers.getSetCookie() } });
    return { cookie: cookieHeader(cookies), 'x-requested-with': 'XMLHttpRequest' };
  }

  const health = async () => {
    const res = await callApi<{ worker: { status: string } }>(url, 'GET', '/api/health');
    return { status: res.status, worker: res.body.data.worker.status };
  };

  const sample = async (method: string, path: string, headers: Record<string, string>, body?: object) => {
    const res = await callApi<{ orderId?: string }>(url, method, path, headers, body);
    return {
      status: res.status,
      code: res.body.code,
      message: res.body.message,
      retryAfter: res.headers.get('retry-after'),
      orderId: res.body.data?.orderId,
    };
  };

  const alive = (p: RunningProcess) => p.child.exitCode === null && p.child.signalCode === null;

  beforeAll(async () => {
    db = await createTestDatabase('restarts');
    outage = new DatabaseOutage(db.name);
    redisServer = new RedisServer(await freePort());
    await redisServer.start();
    bundles = privateBundles(`restarts-${tag}`);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: db.url,
      REDIS_URL: redisServer.url,
      REDIS_PREFIX: prefix,
      EVENT_STORE: 'postgres',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '/nonexistent',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'log',
      LOG_FORMAT: 'json',
      DEADLINE_SWEEP_MS: '1000',
      WORKER_HEARTBEAT_MS: String(HEARTBEAT_MS),
      WORKER_STALE_MS: String(STALE_MS),
      // Far off: what puts the schedulers back after the Redis restart below is the reconnect.
      JOB_SCHEDULE_CHECK_MS: '600000',
    };
    execFileSync(process.execPath, [bundles.api, 'migrate'], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    api = startBundle('api', bundles.api, env);
    worker = startBundle('worker', bundles.worker, env);
    pool = new Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined);
    store = await createEventStore({ kind: 'postgres', url: db.url });
    await waitFor('api healthy', async () => (await health()).status === 200, 90_000);
    const hash = await new PasswordHasher().hash(TEST_PASSWORD);
    await pool.query(
      `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region)
       VALUES ('member@restarts.test', 'member', $1, now(), 'MEMBER', 'KR'),
              ('auditor@restarts.test', 'auditor', $1, now(), 'AUDITOR', 'KR')`,
      [hash],
    );
    memberId = (await pool.query(`SELECT id FROM member WHERE email = 'member@restarts.test'`)).rows[0].id;
    // An upload belongs to one placed order: enough of them for every placing the load below tries.
    photos = (
      await pool.query<{ id: string }>(
        `INSERT INTO upload (id, member_id, photo_key, thumbnail_key, content_type, original_bytes,
           photo_bytes, thumbnail_bytes, width, height)
         SELECT id, $1::uuid, id::text || '/photo.jpg', id::text || '/thumbnail.jpg', 'image/jpeg', 1, 1, 1, 1, 1
           FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, $2)) AS fresh
         RETURNING id`,
        [memberId, PHOTOS],
      )
    ).rows.map((r) => r.id);
    member = await signIn('member@restarts.test');
    auditor = await signIn('auditor@restarts.test');
  }, 600_000);

  afterAll(async () => {
    await Promise.all([api, worker].filter(Boolean).map((p) => p.kill('SIGTERM')));
    bundles?.cleanup();
    await store?.close();
    await pool?.end();
    await redisServer?.stop();
    await outage?.restore().catch(() => undefined);
    await db?.drop();
  });

  it('rides out PostgreSQL going away under load: 503 with Retry-After meanwhile, nothing acknowledged lost', async () => {
    const samples: Sample[] = [];
    const placed: string[] = [];
    const healthSeen: number[] = [];
    let loading = true;
    const placeOrders = async () => {
      while (loading && photos.length > 0) {
        const body = gradingBody({ id: memberId }, { photos: [photos.pop()] });
        const s = await sample('POST', '/api/orders', member, body);
        samples.push(s);
        if (s.status === 201) placed.push(s.orderId!);
        else await new Promise((r) => setTimeout(r, 50));
      }
    };
    const readOrders = async () => {
      while (loading) {
        samples.push(await sample('GET', '/api/orders', member));
        healthSeen.push((await health()).status);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const load = Promise.all([placeOrders(), placeOrders(), readOrders()]);
    await waitFor('orders placed before the outage', async () => placed.length >= 5, 30_000);

    const cutAt = Date.now();
    await outage.cutOff();
    try {
      await waitFor(
        'health says 503 while PostgreSQL is away',
        async () => healthSeen.at(-1) === 503,
        15_000,
      );
      await waitFor(
        'a write refused while PostgreSQL is away',
        async () => samples.some((s) => s.status === 503),
        15_000,
      );
      // As long as the restart measured on 2026-11-28 (2.5 s), under the same load.
      await new Promise((r) => setTimeout(r, Math.max(0, cutAt + 2_500 - Date.now())));
    } finally {
      await outage.restore();
    }
    const restoredAt = Date.now();
    const back = placed.length;
    await waitFor('health 200 again', async () => (await health()).status === 200, 60_000, 200);
    const healthyAt = Date.now();
    await waitFor('orders placed after the outage', async () => placed.length >= back + 5, 30_000);
    loading = false;
    await load;

    expect(alive(api)).toBe(true);
    expect(alive(worker)).toBe(true);
    const statuses = [...new Set(samples.map((s) => s.status))].sort();
    expect(statuses).toEqual(expect.arrayContaining([200, 201, 503]));
    expect(statuses.every((s) => [200, 201, 503].includes(s))).toBe(true);
    for (const refused of samples.filter((s) => s.status === 503))
      expect(refused).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in 5 seconds.',
        retryAfter: '5',
      });

    // Every acknowledged order is in the store and, once the projections resume, in the read model.
    for (const orderId of placed)
      expect((await store.read(gradingOrderStream(orderId))).map((e) => e.type)).toContain('OrderPlaced');
    await waitFor(
      'every acknowledged order projected',
      async () => {
        const { rows } = await pool.query(
          `SELECT count(*)::int AS n FROM read_models.orders WHERE order_id = ANY($1)`,
          [placed],
        );
        return rows[0].n === placed.length;
      },
      60_000,
      200,
    );
    const projectedAt = Date.now();
    process.stdout.write(
      `PostgreSQL outage: cut off for ${restoredAt - cutAt} ms; health 200 ${healthyAt - restoredAt} ms after; ` +
        `every order projected ${projectedAt - restoredAt} ms after; ${samples.length} requests, ` +
        `${samples.filter((s) => s.status === 503).length} × 503, 0 × 500; ${placed.length} orders acknowledged, all kept\n`,
    );
    for (const name of ['orders', 'certification-registry']) {
      const res = await callApi<{ differences: number }>(
        url,
        'POST',
        `/api/audit/projections/${name}/verify`,
        auditor,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.differences).toBe(0);
    }
  });

  it('refuses log-in with 503 while Redis is away (fails closed), then puts back schedules and deadlines', async () => {
    // A deadline a few seconds off, scheduled as a BullMQ job before Redis goes.
    const orderId = randomUUID();
    const input = gradingInput();
    const context = { orderId, correlationId: orderId };
    await executeOrderCommand(
      store,
      { ...context, actor: { id: memberId, role: 'MEMBER' }, commandId: `${orderId}:place` },
      () => ({
        type: 'PlaceOrder',
        data: {
          orderId,
          orderNumber: `G261128-9${String(parseInt(tag.slice(-4), 16) % 100_000).padStart(5, '0')}`,
          order: input,
          pricing: priced(input),
        },
      }),
    );
    await executeOrderCommand(
      store,
      { ...context, actor: { id: 'seed', role: 'SYSTEM' }, commandId: `${orderId}:va` },
      () => virtualAccountIssue(new Date(Date.now() + 8_000)),
    );
    const redis = new IORedis(redisServer.url, { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', () => undefined);
    const deadlines = new Queue('deposit-deadlines', { connection: redis, prefix });
    deadlines.on('error', () => undefined);
    await waitFor(
      'the deadline job in Redis',
      async () => (await deadlines.getJob(orderId)) !== undefined,
      20_000,
    );
    await redis.quit();

    await redisServer.stop();
    const stoppedAt = Date.now();
    const login = await sample(
      'POST',
      '/api/login',
      { 'x-requested-with': 'XMLHttpRequest' },
      { email: 'member@restarts.test', password: 'Wrong#1234' },
    );
    const refusedIn = Date.now() - stoppedAt;
    expect(login).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '5' });
    const good = await sample(
      'POST',
      '/api/login',
      { 'x-requested-with': 'XMLHttpRequest' },
      { email: 'member@restarts.test', password: TEST_PASSWORD },
    );
    expect(good.status).toBe(503);
    await waitFor('health says 503 while Redis is away', async () => (await health()).status === 503, 15_000);
    expect(alive(api)).toBe(true);
    expect(alive(worker)).toBe(true);

    await redisServer.start();
    const startedAt = Date.now();
    await waitFor('health 200 again', async () => (await health()).status === 200, 60_000, 200);
    process.stdout.write(
      `Redis restart: first log-in answered 503 in ${refusedIn} ms; health 200 ${Date.now() - startedAt} ms after the restart\n`,
    );
    expect(
      (
        await sample(
          'POST',
          '/api/login',
          { 'x-requested-with': 'XMLHttpRequest' },
          { email: 'member@restarts.test', password: 'Wrong#1234' },
        )
      ).status,
    ).toBe(400);

    const fresh = new IORedis(redisServer.url, { maxRetriesPerRequest: 1 });
    try {
      for (const [queue, id] of [
        ['dormancy', 'daily-dormancy-sweep'],
        ['upload-cleanup', 'hourly-unattached-uploads-sweep'],
        ['payment-reconciliation', 'payment-attempt-reconciliation'],
      ]) {
        const q = new Queue(queue!, { connection: fresh, prefix });
        await waitFor(
          `${queue} scheduled again`,
          async () => (await q.getJobScheduler(id!)) !== undefined,
          20_000,
        );
      }
      // The lost wake-up job is made up for by the sweeper: expired once, not twice.
      const expiries = async () =>
        (await store.read(gradingOrderStream(orderId))).filter((e) => e.type === 'DepositDeadlineExpired')
          .length;
      await waitFor('the deadline expired by the sweeper', async () => (await expiries()) === 1, 30_000);
      await new Promise((r) => setTimeout(r, 2_500));
      expect(await expiries()).toBe(1);

      // Every key this deployment wrote is under `<prefix>:`, the log-in lock and rate limits included.
      const keys = await fresh.keys('*');
      expect(keys.some((k) => k.startsWith(`${prefix}:login-fail:`))).toBe(true);
      expect(keys.some((k) => k.startsWith(`${prefix}:{throttle:`))).toBe(true);
      expect(keys.filter((k) => !k.startsWith(`${prefix}:`))).toEqual([]);
    } finally {
      fresh.disconnect();
    }
  });

  it('reports a killed worker down within WORKER_STALE_MS of its last heartbeat', async () => {
    expect((await health()).worker).toBe('up');
    await worker.kill('SIGKILL');
    const killedAt = Date.now();
    await waitFor(
      'health says the worker is down',
      async () => (await health()).worker === 'down',
      STALE_MS + 10_000,
      100,
    );
    const seenDown = Date.now() - killedAt;
    process.stdout.write(
      `Worker killed: health said so after ${seenDown} ms (WORKER_STALE_MS ${STALE_MS})\n`,
    );
    // Loose on a busy machine; the old fixed 30 s fails it.
    expect(seenDown).toBeLessThan(STALE_MS + 10_000);
    expect((await health()).status).toBe(503);
  });
});
