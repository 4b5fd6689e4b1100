import { waitFor } from '@slabworks/testing';
import { bootTestApp } from '../testing/booted-test-app';
import { runMigrations } from '../database';

describe('GET /api/health (booted app, real PostgreSQL and Redis)', () => {
  const t = bootTestApp('health');

  it('runs migrations idempotently', async () => {
    await expect(runMigrations(t.config)).resolves.toBeUndefined();
  });

  it('reports PostgreSQL and Redis up and the worker down until it beats', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.code).toBe('DEGRADED');
    expect(body.data.dependencies.postgres.status).toBe('up');
    expect(body.data.dependencies.redis.status).toBe('up');
    expect(body.data.worker.status).toBe('down');
  });

  it('says ok once a worker heartbeat is fresh', async () => {
    await t.dataSource.query(`INSERT INTO worker_heartbeat VALUES ('test', now(), now())`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'OK', message: 'All systems are working.' });
  });

  it('answers unknown routes with the translated envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-lang': 'tw' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: '找不到您要求的資訊。', data: null });
  });
});

describe('projection lag in /api/health', () => {
  const t = bootTestApp('health_lag');

  it('counts stored events a projection has not applied, and their age', async () => {
    const { EVENT_STORE } = await import('../event-store/event-store.module');
    const store = t.app.get<import('@slabworks/event-store').EventStore>(EVENT_STORE);
    await store.append(
      'gradingOrder-lag-test',
      [
        {
          id: '0193a5c0-0000-7000-8000-0000000000aa',
          type: 'OrderDraftSaved',
          data: { orderId: 'lag-test' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    // Readers only see events below the cluster-wide oldest running transaction, and other test
    // files run transactions on the same server: the event becomes countable shortly, not at once.
    const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json().data;
    const lagOf = (data: { projections: { name: string; lagEvents: number; lagSeconds: number }[] }) =>
      data.projections.find((p) => p.name === 'orders')!;
    const data = await waitFor(
      async () => {
        const answer = await health();
        return lagOf(answer).lagEvents > 0 ? answer : undefined;
      },
      10_000,
      'the event to count as lag',
      100,
    );
    const orders = lagOf(data);
    expect(orders).toMatchObject({ lagEvents: 1, version: null });
    expect(orders.lagSeconds).toBeGreaterThanOrEqual(0);
    expect(data.dependencies.eventStore.status).toBe('up');
  });
});
