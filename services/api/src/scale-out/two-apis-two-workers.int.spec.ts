import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import { Pool } from 'pg';
import { gradingOrderStream } from '@slabworks/domain';
import { gradingInput, priced, virtualAccountIssue } from '@slabworks/domain/testing';
import { createEventStore, type EventStore } from '@slabworks/event-store';
import { executeOrderCommand } from '@slabworks/order-commands';
import { createTestDatabase, testKeyPrefix, type TestDatabase } from '@slabworks/testing';
import { PasswordHasher } from '../auth';
import { cookieHeader, cookiesOf, TEST_PASSWORD } from '../auth/testing';
import { GIVE_PHOTOS_SQL, gradingBody } from '../order/testing';
import { freePort } from '../testing/free-port';
import {
  launchChromium,
  privateBundles,
  startBundle,
  waitFor,
  type RunningProcess,
} from './processes.testing';

/**
 * Several processes on one machine, as production scales out: 2 apis and 2 workers (the built
 * bundles, own ports) on one PostgreSQL database and one Redis prefix.
 */
jest.setTimeout(150_000);

const PROJECTIONS = ['orders', 'certification-registry', 'deadline-scheduler', 'refund-dispatcher'];

type Api = { proc: RunningProcess; url: string };
type Headers = Record<string, string>;
/** An `order` event of GET /api/orders/:id/events/stream, as the browser's EventSource received it. */
type OrderUpdate = { orderId: string; revision: number; status: string };
/** What the page keeps on its window: the EventSource and what it received. */
type LivePage = {
  received: OrderUpdate[];
  source: { close(): void };
  EventSource: new (url: string) => {
    addEventListener(type: string, listener: (event: { data: string }) => void): void;
    close(): void;
  };
};

describe('2 apis and 2 workers on one PostgreSQL and Redis', () => {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  let db: TestDatabase;
  let bundles: ReturnType<typeof privateBundles>;
  let pool: Pool;
  let store: EventStore;
  let redis: IORedis;
  const redisPrefix = testKeyPrefix('scale-out');
  const apis: Api[] = [];
  const workers: RunningProcess[] = [];
  let member: Headers;
  let memberCookies: Record<string, string>;
  let photoOwner: { id: string };
  let auditor: Headers;
  const placed: string[] = [];

  const call = async (api: Api, method: string, path: string, headers: Headers, body?: object) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: { 'x-lang': 'en', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: res.status,
      headers: res.headers,
      body: (await res.json()) as { data: { orderId: string; differences: number } },
    };
  };

  async function signIn(api: Api, email: string): Promise<Record<string, string>> {
    const res = await fetch(`${api.url}/api/login`, {
      method: 'POST',
      // Log-in sets cookies, so it passes the CSRF check as the web app's requests do.
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`log-in failed: ${res.status} ${await res.text()}`);
    return cookiesOf({ headers: { 'set-cookie': res.headers.getSetCookie() } });
  }

  const sessionHeaders = (cookies: Record<string, string>): Headers => ({
    cookie: cookieHeader(cookies),
    'x-requested-with': 'XMLHttpRequest',
  });

  /** Which worker process (pg application_name) holds each projection's lease (advisory lock). */
  async function leaseHolders(): Promise<Record<string, string[]>> {
    const out: Record<string, string[]> = {};
    for (const name of PROJECTIONS) {
      const { rows } = await pool.query<{ holder: string }>(
        `SELECT a.application_name AS holder
           FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND a.datname = current_database()
            AND l.classid::bigint = ((hashtextextended($1, 0) >> 32) & 4294967295)
            AND l.objid::bigint = (hashtextextended($1, 0) & 4294967295)`,
        [`projection:${name}`],
      );
      out[name] = rows.map((r) => r.holder);
    }
    return out;
  }

  const holderPid = (holder: string) => Number(holder.split(':').pop());

  const expiryCount = async (orderId: string) =>
    (await store.read(gradingOrderStream(orderId))).filter((e) => e.type === 'DepositDeadlineExpired').length;

  beforeAll(async () => {
    db = await createTestDatabase('scale_out');
    bundles = privateBundles(tag);
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: db.url,
      REDIS_PREFIX: redisPrefix,
      EVENT_STORE: 'postgres',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'log',
      LOG_FORMAT: 'json',
      // A lost wake-up job is caught by the next sweep: keep sweeps short so the test stays short.
      DEADLINE_SWEEP_MS: '1000',
    };
    execFileSync(process.execPath, [bundles.api, 'migrate'], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    for (const i of [1, 2]) {
      const port = await freePort();
      apis.push({
        proc: startBundle(`api-${i}`, bundles.api, { ...env, PORT: String(port) }),
        url: `http://127.0.0.1:${port}`,
      });
      workers.push(startBundle(`worker-${i}`, bundles.worker, env));
    }
    pool = new Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined);
    store = await createEventStore({ kind: 'postgres', url: db.url });
    redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    // Healthy = PostgreSQL, Redis, the event store and a worker heartbeat, seen by each api.
    for (const api of apis)
      await waitFor(
        `${api.proc.name} healthy`,
        async () => (await fetch(`${api.url}/api/health`)).ok,
        90_000,
      );
    const hash = await new PasswordHasher().hash(TEST_PASSWORD);
    await pool.query(
      // The member pays, so its identity is verified (status APPROVED), as createMember's are.
      `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region, status,
         name, birth_date, identity_verified_at, identity_provider)
       VALUES ('member@scale.test', 'member', $1, now(), 'MEMBER', 'KR', 'APPROVED', '회원', '1990-01-01', now(), 'testing'),
              ('auditor@scale.test', 'auditor', $1, now(), 'AUDITOR', 'KR', 'NOT_APPROVED', NULL, NULL, NULL, NULL)`,
      [hash],
    );
    memberCookies = await signIn(apis[0]!, 'member@scale.test');
    member = sessionHeaders(memberCookies);
    // The member's order photos, as POST /api/uploads leaves them (as givePhotos does: one per order).
    const [{ id: memberId }] = (await pool.query(`SELECT id FROM member WHERE email = 'member@scale.test'`))
      .rows;
    photoOwner = { id: memberId };
    await pool.query(GIVE_PHOTOS_SQL, [memberId]);
    auditor = sessionHeaders(await signIn(apis[1]!, 'auditor@scale.test'));
    // A clean clone has no dist/ yet: building both bundles takes minutes on a busy 2-core machine.
  }, 600_000);

  afterAll(async () => {
    await Promise.all([...apis.map((a) => a.proc), ...workers].map((p) => p.kill('SIGTERM')));
    bundles?.cleanup();
    await store?.close();
    await pool?.end();
    if (redis) {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    await db?.drop();
  });

  it('takes commands through both apis; each sees the orders placed through the other', async () => {
    for (let i = 0; i < 6; i += 1) {
      const res = await call(apis[i % 2]!, 'POST', '/api/orders', member, gradingBody(photoOwner));
      expect(res.status).toBe(201);
      placed.push(res.body.data.orderId);
    }
    for (const [i, orderId] of placed.entries()) {
      const other = apis[(i + 1) % 2]!;
      await waitFor(
        `order ${orderId} readable through ${other.proc.name}`,
        async () => (await call(other, 'GET', `/api/orders/${orderId}`, member)).status === 200,
        20_000,
      );
    }
  });

  it('runs each projection in exactly one worker at a time', async () => {
    const holders = await waitFor(
      'every projection leased',
      async () => {
        const h = await leaseHolders();
        return PROJECTIONS.every((p) => h[p]!.length === 1) ? h : undefined;
      },
      20_000,
    );
    const workerPids = new Set(workers.map((w) => w.child.pid));
    for (const name of PROJECTIONS) {
      expect(holders[name]).toHaveLength(1);
      expect(holders[name]![0]).toMatch(/^slabworks-worker /);
      expect(workerPids.has(holderPid(holders[name]![0]!))).toBe(true);
    }
  });

  it('expires each deadline exactly once with both workers racing (jobs and sweeps)', async () => {
    // VIRTUAL_ACCOUNT_HOURS counts in hours; as the deadlines tests do, these orders get their
    // virtual account straight through the command pipeline with a deadline seconds away.
    const dueAt = new Date(Date.now() + 3_000);
    const ids = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const orderId = randomUUID();
        const input = gradingInput();
        const context = { orderId, correlationId: orderId };
        const memberActor = { id: 'seed-member', role: 'MEMBER' as const };
        const system = { id: 'seed', role: 'SYSTEM' as const };
        await executeOrderCommand(
          store,
          { ...context, actor: memberActor, commandId: `${orderId}:place` },
          () => ({
            type: 'PlaceOrder',
            data: {
              orderId,
              orderNumber: `G261101-9${String(i).padStart(5, '0')}`,
              order: input,
              pricing: priced(input),
            },
          }),
        );
        await executeOrderCommand(store, { ...context, actor: system, commandId: `${orderId}:va` }, () =>
          virtualAccountIssue(dueAt),
        );
        return orderId;
      }),
    );
    await waitFor(
      'every deadline expired',
      async () => (await Promise.all(ids.map(expiryCount))).every((n) => n >= 1),
      30_000,
    );
    // Both workers' sweepers run every second: let a few more sweeps and jobs pass, then count again.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await Promise.all(ids.map(expiryCount))).toEqual(ids.map(() => 1));
  });

  it("carries a request's correlation id into its events and the worker's log lines about them", async () => {
    const correlationId = `scale-out-${tag}`;
    const orderId = placed[0]!;
    const paid = await call(
      apis[1]!,
      'POST',
      `/api/orders/${orderId}/payments`,
      {
        ...member,
        'x-request-id': correlationId,
      },
      { method: 'VIRTUAL_ACCOUNT' },
    );
    expect(paid.status).toBe(200);
    expect(paid.headers.get('x-request-id')).toBe(correlationId);
    const issued = (await store.read(gradingOrderStream(orderId))).find(
      (e) => e.type === 'VirtualAccountIssued',
    );
    expect(issued?.metadata.correlationId).toBe(correlationId);
    const workerLine = await waitFor(
      'a worker logged the deadline it scheduled',
      async () =>
        workers
          .flatMap((w) => w.lines())
          .find((l) => l.msg === 'deposit deadline scheduled' && l.orderId === orderId),
      20_000,
    );
    expect(workerLine).toMatchObject({ correlationId, eventType: 'VirtualAccountIssued', service: 'worker' });
    // The api logs a request after answering it, and its output reaches us through a pipe: on a loaded
    // machine the line can come after the worker's (CI, 2026-12-06), so it is waited for too.
    const apiLine = await waitFor(
      'the api logged the request',
      async () =>
        apis[1]!.proc.lines().find((l) => l.correlationId === correlationId && l.msg === 'request completed'),
      20_000,
    );
    expect(apiLine).toMatchObject({ correlationId, service: 'api', msg: 'request completed' });
  });

  it('hands a killed worker’s projections to the other within seconds', async () => {
    const holder = holderPid((await leaseHolders())['orders']![0]!);
    const victim = workers.find((w) => w.child.pid === holder)!;
    const survivor = workers.find((w) => w !== victim)!;
    await victim.kill('SIGKILL');
    const killedAt = Date.now();
    await waitFor(
      'every projection leased by the surviving worker',
      async () => {
        const h = await leaseHolders();
        return PROJECTIONS.every((p) => h[p]!.length === 1 && holderPid(h[p]![0]!) === survivor.child.pid);
      },
      20_000,
    );
    // The standby retries its lease every 5 s; "within seconds", with room for a loaded machine.
    expect(Date.now() - killedAt).toBeLessThan(20_000);
    const res = await call(apis[1]!, 'POST', '/api/orders', member, gradingBody(photoOwner));
    expect(res.status).toBe(201);
    await waitFor(
      'an order placed after the kill is projected',
      async () =>
        (await call(apis[0]!, 'GET', `/api/orders/${res.body.data.orderId}`, member)).status === 200,
      20_000,
    );
  });

  it('verify finds 0 differences between the live read models and a replay', async () => {
    for (const name of ['orders', 'certification-registry']) {
      const res = await call(apis[0]!, 'POST', `/api/audit/projections/${name}/verify`, auditor);
      expect(res.status).toBe(200);
      expect(res.body.data.differences).toBe(0);
    }
  });

  it('an order update through api-1 reaches a browser whose EventSource is connected to api-2', async () => {
    const [api1, api2] = [apis[0]!, apis[1]!];
    const res = await call(api1, 'POST', '/api/orders', member, gradingBody(photoOwner));
    expect(res.status).toBe(201);
    const orderId = res.body.data.orderId;
    // The stream answers 404 until the order is in the read model api-2 reads.
    await waitFor(
      `order ${orderId} readable through api-2`,
      async () => (await call(api2, 'GET', `/api/orders/${orderId}`, member)).status === 200,
      30_000,
    );

    const browser = await launchChromium();
    try {
      const context = await browser.newContext();
      // The session made through api-1, as the browser would hold it for api-2's origin.
      await context.addCookies(
        Object.entries(memberCookies)
          .filter(([, value]) => value !== '')
          .map(([name, value]) => ({ name, value, url: api2.url })),
      );
      const page = await context.newPage();
      await page.goto(`${api2.url}/api/health`);
      // Runs in the page: no DOM types here, so the page's globals are described by LivePage.
      await page.evaluate((path) => {
        const live = globalThis as unknown as LivePage;
        const source = new live.EventSource(path);
        live.received = [];
        live.source = source;
        source.addEventListener('order', (event) => live.received.push(JSON.parse(event.data)));
      }, `/api/orders/${orderId}/events/stream`);
      const received = () => page.evaluate(() => (globalThis as unknown as LivePage).received);
      const first = await waitFor(
        'the first order event in the browser',
        async () => (await received())[0],
        30_000,
      );
      expect(first).toMatchObject({ orderId, status: 'SAVED' });

      // The update is made through api-1, projected by whichever worker holds the lease, and told to
      // api-2 by PostgreSQL NOTIFY.
      const paid = await call(api1, 'POST', `/api/orders/${orderId}/payments`, member, {
        method: 'VIRTUAL_ACCOUNT',
      });
      expect(paid.status).toBe(200);
      const update = await waitFor(
        'the update in the browser connected to api-2',
        async () => (await received()).find((e) => e.revision > first.revision),
        30_000,
      );
      expect(update).toMatchObject({ orderId, status: 'WAITING_FOR_DEPOSIT' });
      await page.evaluate(() => (globalThis as unknown as LivePage).source.close());
    } finally {
      await browser.close();
    }
  });
});
