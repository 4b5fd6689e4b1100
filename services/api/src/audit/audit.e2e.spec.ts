import { createHash } from 'node:crypto';
import { foldOrder, type OrderEvent } from '@slabworks/domain';
import { signedInMember, type TestSession } from '../auth/testing';
import { caller, gradingBody, memberWithPhotos, paidOrder, payOrder, returnAddress } from '../order/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { advanceOrder } from './testing/advance-order.testing';

// A small seeded PRNG, so a failing workload can be replayed from the printed seed.
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

describe('auditor: history, time travel, export, projection verify', () => {
  const t = bootTestApp('order-audit', { AUTH_RATE_LIMIT: '1000' }, { projections: true });
  let member: TestSession;
  let operator: TestSession;
  let auditor: TestSession;

  beforeAll(async () => {
    [member, operator, auditor] = await Promise.all([
      memberWithPhotos(t),
      signedInMember(t, { role: 'OPERATOR' }),
      signedInMember(t, { role: 'AUDITOR' }),
    ]);
  }, 120_000);

  const advance = (orderId: string, steps: number, items: string[]) =>
    advanceOrder(t, { member, operator }, orderId, steps, items);

  const ITEMS = ['L1-1', 'L1-2', 'L2-1'];

  it('lists every event with revision, position, actor and time; the state at each revision is the fold up to it', async () => {
    const orderId = await paidOrder(t, member);
    await advance(orderId, 11, ITEMS);

    const res = await caller(t, auditor)('GET', `/api/audit/orders/${orderId}/events`);
    expect(res.statusCode).toBe(200);
    const events = res.json().data as Array<{
      revision: number;
      type: string;
      data: unknown;
      actor: { role: string };
      globalPosition: string;
      occurredAt: string;
      correlationId: string;
      causationId: string;
      recordedAt: string;
      actorName: string | null;
    }>;
    expect(events.map((e) => e.revision)).toEqual(events.map((_, i) => i));
    expect(events[0]).toMatchObject({
      type: 'OrderPlaced',
      actor: { id: member.id, role: 'MEMBER' },
      schemaVersion: 1,
    });
    expect(events.at(-1)).toMatchObject({
      type: 'DeliveryCompleted',
      actor: { id: operator.id, role: 'OPERATOR' },
    });
    expect(events.every((e) => e.globalPosition && e.occurredAt && e.correlationId && e.causationId)).toBe(
      true,
    );

    const domainEvents = events.map((e) => ({ type: e.type, schemaVersion: 1, data: e.data }) as OrderEvent);
    for (const event of events) {
      const state = await caller(t, auditor)(
        'GET',
        `/api/audit/orders/${orderId}/state?revision=${event.revision}`,
      );
      expect(state.statusCode).toBe(200);
      expect(state.json().data.revision).toBe(event.revision);
      expect(state.json().data.state).toEqual(
        JSON.parse(JSON.stringify(foldOrder(domainEvents.slice(0, event.revision + 1)))),
      );
    }
    const before = await caller(t, auditor)(
      'GET',
      `/api/audit/orders/${orderId}/state?at=2000-01-01T00:00:00.000Z&lang=en`,
    );
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({
      code: 'AUDIT.BEFORE_ORDER_EXISTED',
      data: { firstRecordedAt: events[0]!.recordedAt },
    });
    expect(before.json().message).toContain('did not exist yet');
    const beyond = await caller(t, auditor)(
      'GET',
      `/api/audit/orders/${orderId}/state?revision=${events.length}`,
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({
      code: 'AUDIT.REVISION_BEYOND_END',
      data: { lastRevision: events.length - 1 },
    });
    const now = await caller(t, auditor)(
      'GET',
      `/api/audit/orders/${orderId}/state?at=${new Date(Date.now() + 1000).toISOString()}`,
    );
    expect(now.json().data).toMatchObject({
      revision: events.length - 1,
      displayStage: 'SHIPPING_OUT_COMPLETE',
    });
    const both = await caller(t, auditor)(
      'GET',
      `/api/audit/orders/${orderId}/state?revision=1&at=${new Date().toISOString()}`,
    );
    expect(both.statusCode).toBe(400);

    const exported = await caller(t, auditor)('GET', `/api/audit/orders/${orderId}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/x-ndjson');
    const lines = exported.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual(events.map(({ actorName: _name, ...stored }) => stored));
    expect(exported.headers['x-content-sha256']).toBe(
      createHash('sha256').update(exported.body).digest('hex'),
    );
    // The collector placed it: shown by the name their identity verification gave (test members: 테스터N).
    expect(events[0]!.actorName).toMatch(/^테스터\d+$/);
    expect(
      (await caller(t, auditor)('GET', `/api/audit/orders/${crypto.randomUUID()}/events`)).statusCode,
    ).toBe(404);
  });

  it('verify reports zero differences after a randomized workload through the api', async () => {
    const seed = Number(process.env.WORKLOAD_SEED ?? Date.now() % 100_000);
    const random = mulberry32(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    for (let n = 0; n < 24; n += 1) {
      const kind = pick(['draft', 'discarded', 'unpaid', 'paid', 'paid', 'paid'] as const);
      if (kind === 'draft' || kind === 'discarded') {
        const draft = await caller(t, member)('POST', '/api/orders/drafts', gradingBody(member));
        if (kind === 'discarded')
          await caller(t, member)('DELETE', `/api/orders/drafts/${draft.json().data.orderId}`);
        continue;
      }
      const placed = await caller(t, member)('POST', '/api/orders', gradingBody(member));
      expect(placed.statusCode).toBe(201);
      const { orderId } = placed.json().data;
      if (kind === 'unpaid') continue;
      await payOrder(t, orderId, member.id);
      await advance(orderId, Math.floor(random() * 12), ITEMS);
      if (random() < 0.3) {
        await caller(t, member)('PUT', `/api/orders/${orderId}/shipping-address`, {
          returnAddress: { ...returnAddress(), memo: 'door' },
        });
      }
      if (random() < 0.3) {
        await caller(t, member)('POST', `/api/orders/${orderId}/cancel`, {
          reason: 'workload',
          refundAccount: { bank: '국민', accountNumber: '1234567890', holderName: '김민수' },
        });
      }
    }
    await t.projections.settle();
    for (const name of ['orders', 'certification-registry']) {
      const res = await caller(t, auditor)('POST', `/api/audit/projections/${name}/verify`);
      expect(res.statusCode).toBe(200);
      const report = res.json().data;
      if (report.differences !== 0)
        console.error(`seed ${seed}`, JSON.stringify(report.tables).slice(0, 2000));
      expect(report).toMatchObject({ projection: name, differences: 0 });
      expect(report.eventsReplayed).toBeGreaterThan(0);
    }
    expect((await caller(t, auditor)('POST', '/api/audit/projections/nope/verify')).statusCode).toBe(404);
  });

  it('serves the OpenAPI document and UI at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/orders',
        '/api/orders/{id}',
        '/api/console/orders/bulk-advance',
        '/api/audit/orders/{id}/state',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui-bundle.js');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui-bundle.js' })).statusCode,
    ).toBe(200);
  });
});
