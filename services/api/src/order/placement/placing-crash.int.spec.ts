import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { createEventStore, type EventStore } from '@slabworks/event-store';
import { sweepPlacements } from '@slabworks/order-commands';
import { createTestDatabase, testKeyPrefix, type TestDatabase } from '@slabworks/testing';
import { PasswordHasher } from '../../auth';
import { cookieHeader, cookiesOf, TEST_PASSWORD } from '../../auth/testing';
import { freePort, privateBundles, startBundle, waitFor, type RunningProcess } from '../../scale-out/testing';
import { GIVE_PHOTOS_SQL, gradingBody } from '../testing/order-api.testing';
import { PLACING_FAULT_POINTS } from './fault-points';

/**
 * Issue #31, placing is crash-safe: the built api is killed with SIGKILL (FAULT_POINTS, tests only)
 * at each step of placing an order with a coupon and a photo, and at the first step without a coupon
 * (the photo is then held in the statement that writes the reservation row). After one sweep no
 * coupon is held and no photo belongs to an order that was not placed, and a retry with the same
 * Idempotency-Key places exactly one order.
 */
jest.setTimeout(300_000);

describe('placing survives a crash at every step', () => {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  let db: TestDatabase;
  let bundles: ReturnType<typeof privateBundles>;
  let pool: Pool;
  let store: EventStore;
  let env: Record<string, string>;
  let memberId: string;
  let cookies: Record<string, string>;
  type Api = { proc: RunningProcess; url: string };
  /** The api the member signs in and retries through, as another instance of a scaled-out api. */
  let plain: Api;
  /** One api armed for each case's fault point, each to be killed by its own test's order. */
  const armed = new Map<string, Api>();
  const CASES = [
    ...PLACING_FAULT_POINTS.map((point) => ({ point, coupon: true })),
    { point: 'placing.prepared' as const, coupon: false },
  ];
  const caseName = (c: (typeof CASES)[number]) => `${c.point} ${c.coupon ? 'with' : 'without'} a coupon`;

  async function startApi(faultPoints: string): Promise<Api> {
    const port = await freePort();
    const proc = startBundle(`api-${faultPoints || 'plain'}`, bundles.api, {
      ...env,
      PORT: String(port),
      FAULT_POINTS: faultPoints,
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`api on ${port}`, async () => (await fetch(`${url}/api/payments/window`)).ok, 90_000);
    return { proc, url };
  }

  const placeOrder = (url: string, key: string, body: object) =>
    fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-lang': 'en',
        'idempotency-key': key,
        cookie: cookieHeader(cookies),
      },
      body: JSON.stringify(body),
    });

  /** Orders whose stream has OrderPlaced (the append is the commit point). */
  async function placedOrders(): Promise<Set<string>> {
    const { rows } = await pool.query<{ stream_id: string }>(
      `SELECT stream_id FROM event_store.events WHERE type = 'OrderPlaced'`,
    );
    return new Set(rows.map((r) => r.stream_id.replace(/^gradingOrder-/, '')));
  }

  /** Coupons held and photos bound by orders that were never placed: must be none after a sweep. */
  async function orphans(): Promise<{ coupons: string[]; photos: string[]; reservations: number }> {
    const placed = await placedOrders();
    const coupons = (
      await pool.query<{ order_id: string }>(`SELECT order_id FROM member_coupons WHERE order_id IS NOT NULL`)
    ).rows.map((r) => r.order_id);
    const photos = (
      await pool.query<{ order_id: string }>(
        `SELECT placed_order_id::text AS order_id FROM upload WHERE placed_order_id IS NOT NULL`,
      )
    ).rows.map((r) => r.order_id);
    const reservations = Number((await pool.query(`SELECT count(*) AS n FROM order_placement`)).rows[0].n);
    return {
      coupons: coupons.filter((id) => !placed.has(id)),
      photos: photos.filter((id) => !placed.has(id)),
      reservations,
    };
  }

  beforeAll(async () => {
    db = await createTestDatabase('placing_crash');
    bundles = privateBundles(tag);
    env = {
      NODE_ENV: 'development',
      DATABASE_URL: db.url,
      REDIS_PREFIX: testKeyPrefix('placing-crash'),
      EVENT_STORE: 'postgres',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    };
    execFileSync(process.execPath, [bundles.api, 'migrate'], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    pool = new Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined);
    store = await createEventStore({ kind: 'postgres', url: db.url });
    const hash = await new PasswordHasher().hash(TEST_PASSWORD);
    memberId = (
      await pool.query<{ id: string }>(
        `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region)
         VALUES ('crash@placing.test', 'crash', $1, now(), 'MEMBER', 'KR') RETURNING id`,
        [hash],
      )
    ).rows[0]!.id;
    await pool.query(GIVE_PHOTOS_SQL, [memberId]);
    // Every api this file needs, booted side by side once (a boot is most of a crash test's time):
    // the crashes below need an api armed at their point, not a freshly started plain one to retry.
    const [started, ...armedApis] = await Promise.all(['', ...CASES.map((c) => c.point)].map(startApi));
    plain = started!;
    CASES.forEach((c, i) => armed.set(caseName(c), armedApis[i]!));
    const login = await fetch(`${plain.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'crash@placing.test', password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    cookies = cookiesOf({ headers: { 'set-cookie': login.headers.getSetCookie() } });
  }, 600_000);

  afterAll(async () => {
    await Promise.all([plain, ...armed.values()].filter(Boolean).map((api) => api.proc.kill('SIGKILL')));
    bundles?.cleanup();
    await store?.close();
    await pool?.end();
    await db?.drop();
  });

  it.each(CASES.map((c) => [caseName(c), c] as const))(
    'killed at %s',
    async (name, { point, coupon: withCoupon }) => {
      // A coupon of its own for each crash (a member registers a coupon once).
      const coupon = (
        await pool.query<{ id: string }>(
          `INSERT INTO coupons (code, name, discount_kind, amounts, valid_from, valid_until, submit_types, created_by)
         VALUES ($1, 'crash', 'AMOUNT', '{"KRW": 5000}', now() - interval '1 day', now() + interval '10 days',
                 '{GENERAL}', $2) RETURNING id`,
          [`CRASH-${name.toUpperCase().replace(/\W/g, '-')}-${tag}`.toUpperCase(), memberId],
        )
      ).rows[0]!.id;
      await pool.query(`INSERT INTO member_coupons (coupon_id, member_id) VALUES ($1, $2)`, [
        coupon,
        memberId,
      ]);
      const body = gradingBody({ id: memberId }, withCoupon ? { couponIds: [coupon] } : {});
      const key = `crash-${name.replace(/\W/g, '-')}-${tag}`;
      const placedBefore = (await placedOrders()).size;

      const crashing = armed.get(name)!;
      await expect(placeOrder(crashing.url, key, body)).rejects.toThrow(); // the connection dies with the api
      await waitFor('the api killed', async () => crashing.proc.child.signalCode === 'SIGKILL', 10_000);

      // What the crash left: the reservation row (written with the order number while the checks ran),
      // then holds under it once reserved.
      const left = await orphans();
      // Without a coupon the photo is held with the reservation row; with one, after it (with the coupon).
      if (point === 'placing.prepared')
        expect(left).toEqual({
          coupons: [],
          photos: withCoupon ? [] : [expect.any(String)],
          reservations: 1,
        });
      if (point === 'placing.reserved')
        expect(left).toMatchObject({ coupons: [expect.any(String)], reservations: 1 });
      if (point === 'placing.appended') expect(left).toEqual({ coupons: [], photos: [], reservations: 1 });

      // One sweep, as the worker's deadline sweeper runs it (every hold older than the hold time).
      await sweepPlacements(
        async (text, params) => (await pool.query(text, params)).rows,
        store,
        new Date(Date.now() + 3_600_000),
      );
      expect(await orphans()).toEqual({ coupons: [], photos: [], reservations: 0 });

      // The member retries with the same key once its claim is stale (as after 60 s; moved, not waited).
      await pool.query(
        `UPDATE order_idempotency_key SET created_at = now() - interval '10 minutes' WHERE key = $1`,
        [key],
      );
      const retried = await placeOrder(plain.url, key, body);
      expect(retried.status).toBe(201);
      const { orderId, totalAmount } = (
        (await retried.json()) as { data: { orderId: string; totalAmount: number } }
      ).data;
      expect(totalAmount).toBe(withCoupon ? 62_400 - 5_000 : 62_400);
      expect((await placedOrders()).size).toBe(placedBefore + 1);
      const held = await pool.query(`SELECT order_id FROM member_coupons WHERE coupon_id = $1`, [coupon]);
      expect(held.rows).toEqual([{ order_id: withCoupon ? orderId : null }]);
      const photos = await pool.query(`SELECT count(*)::int AS n FROM upload WHERE placed_order_id = $1`, [
        orderId,
      ]);
      expect(photos.rows).toEqual([{ n: 1 }]);
      expect(await orphans()).toEqual({ coupons: [], photos: [], reservations: 0 });
    },
  );
});
