import { Client } from 'pg';
import { DatabaseOutage, waitFor } from '@slabworks/testing';
import { TableChanges } from '../table-changes';
import { bootTestApp } from '../testing/booted-test-app';
import { signedInMember, type TestSession } from './testing/member-session.testing';

/**
 * A signed-in request reads its session from memory (SessionService's cache); these are the
 * changes that must still reach it, made as another api process or the worker would make them:
 * on a connection of their own, never through this app. Each waits only for this app to have
 * heard the commit's notice (caughtUp), never for a clock.
 */
describe('sessions kept in memory follow committed changes from any process', () => {
  const t = bootTestApp('session_cache', { AUTH_RATE_LIMIT: '1000' });
  const me = (s: TestSession) => t.app.inject({ method: 'GET', url: '/api/login', headers: s.headers });
  /** A statement from elsewhere: its own connection, committed before it returns. */
  const elsewhere = async (sql: string, params: unknown[]) => {
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    try {
      await client.query(sql, params);
    } finally {
      await client.end();
    }
  };
  const heard = () => t.app.get(TableChanges).caughtUp();

  it('refuses a session revoked elsewhere, and a withdrawn member', async () => {
    const s = await signedInMember(t);
    const other = await signedInMember(t);
    expect((await me(s)).json().data).toMatchObject({ id: s.id });
    expect((await me(other)).json().data).toMatchObject({ id: other.id });

    await elsewhere(
      `UPDATE session_family SET revoked_at = now(), revoked_reason = 'TEST' WHERE member_id = $1`,
      [s.id],
    );
    await elsewhere(`UPDATE member SET status = 'WITHDRAWN' WHERE id = $1`, [other.id]);
    await heard();
    expect((await me(s)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('lets the member in by the role and dormancy the member row holds now (the guards read the session)', async () => {
    const s = await signedInMember(t);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: s.headers })).statusCode;
    expect(await get('/api/console/orders')).toBe(403);
    expect(await get('/api/orders')).toBe(200);
    await elsewhere(`UPDATE member SET role = 'OPERATOR' WHERE id = $1`, [s.id]);
    await heard();
    expect(await get('/api/console/orders')).toBe(200);
    await elsewhere(`UPDATE member SET role = 'MEMBER', dormant_since = now() WHERE id = $1`, [s.id]);
    await heard();
    const dormant = await t.app.inject({ method: 'GET', url: '/api/orders', headers: s.headers });
    expect(dormant.statusCode).toBe(403);
    expect(dormant.json().code).toBe('MEMBER.DORMANT');
  });

  it('forgets what it kept when it stops hearing changes: one made meanwhile is seen, and kept ones again after', async () => {
    const s = await signedInMember(t);
    const changes = t.app.get(TableChanges);
    const consoleAnswer = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/console/orders', headers: s.headers })).statusCode;
    expect(await consoleAnswer()).toBe(403);
    // The database goes away and comes back: the app's LISTEN with its other connections. A change made
    // right after may come before the LISTEN is back, so nobody here hears of it.
    const outage = new DatabaseOutage(t.db.name);
    await outage.cutOff();
    try {
      await waitFor(async () => !changes.isLive, 5_000, 'the app knows it hears no changes');
    } finally {
      await outage.restore();
    }
    await elsewhere(`UPDATE member SET role = 'OPERATOR' WHERE id = $1`, [s.id]);
    expect(await consoleAnswer()).toBe(200);
    await waitFor(async () => changes.isLive, 15_000, 'listening again');
    expect(await consoleAnswer()).toBe(200); // kept again
    await elsewhere(`UPDATE member SET role = 'MEMBER' WHERE id = $1`, [s.id]);
    await heard();
    expect(await consoleAnswer()).toBe(403);
  });
});
