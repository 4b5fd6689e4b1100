import { bootTestApp } from '../testing/booted-test-app';
import type { TestApp } from '../testing/test-app';
import { refusedFields } from '../testing/refused-fields';
import {
  cookieHeader,
  cookiesOf,
  createMember,
  logIn,
  TEST_PASSWORD,
} from './testing/member-session.testing';

const XRW = { 'x-requested-with': 'XMLHttpRequest' };

/** POST /api/login with these credentials; `headers` adds e.g. x-lang or the host it is sent to. */
const logInWith = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', headers, payload: { email, password } });

/** GET /api/login sending only this Cookie header: whom the cookies are a session of. */
const currentUser = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/login', headers: { cookie } });

describe('sessions: log-in, current user, renew, log-out', () => {
  const t = bootTestApp('session', { AUTH_RATE_LIMIT: '1000', LOGIN_LOCK_ATTEMPTS: '3' });

  it('logs in with cookies acc, rft (httpOnly, SameSite=Lax, Path=/api) and a readable user cookie', async () => {
    const m = await createMember(t);
    const res = await logInWith(t, m.email, m.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: m.id,
      mbEmail: m.email,
      mbStatus: 'APPROVED',
      mbType: 'NORMAL',
    });
    const lines = res.headers['set-cookie'] as string[];
    const acc = lines.find((l) => l.startsWith('acc='))!;
    const rft = lines.find((l) => l.startsWith('rft='))!;
    const user = lines.find((l) => l.startsWith('user='))!;
    expect(acc).toMatch(/HttpOnly/);
    expect(rft).toMatch(/HttpOnly/);
    expect(rft).toMatch(/SameSite=Lax/);
    expect(rft).toMatch(/Path=\/api/);
    expect(rft).not.toMatch(/Secure/); // localhost
    expect(user).not.toMatch(/HttpOnly/);
    expect(user).toMatch(/Max-Age=31536000/);
    expect(JSON.parse(cookiesOf(res).user!)).toMatchObject({ id: m.id, mbStatus: 'APPROVED' });
    expect(res.body).not.toContain(cookiesOf(res).rft);
  });

  it('never takes the Secure flag from the Host header (http PUBLIC_URL outside production)', async () => {
    const m = await createMember(t);
    const res = await logInWith(t, m.email, m.password, { host: 'slabworks.example.com' });
    const rft = (res.headers['set-cookie'] as string[]).find((l) => l.startsWith('rft='))!;
    expect(rft).not.toMatch(/Secure/);
  });

  it('answers GET /api/login with the current user, null for a visitor, 401 when only rft is left', async () => {
    const s = await logIn(t, (await createMember(t)).email, TEST_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/login', headers: s.headers });
    expect(me.json()).toMatchObject({ code: 'OK', data: { id: s.id, mbStatus: 'APPROVED' } });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toBeNull();
    const onlyRefresh = await currentUser(t, cookieHeader({ rft: s.cookies.rft! }));
    expect(onlyRefresh.statusCode).toBe(401);
  });

  it('answers a tampered access token with 400 AUTH_INVALID_TOKEN', async () => {
    const res = await currentUser(t, 'acc=not.a.jwt');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('AUTH_INVALID_TOKEN');
  });

  it('gives identical answers for an unknown e-mail and a wrong password', async () => {
    const m = await createMember(t);
    const unknown = await logInWith(t, 'nobody-here@example.com', 'Whatever#1', { 'x-lang': 'en' });
    const wrong = await logInWith(t, m.email, 'Whatever#1', { 'x-lang': 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toEqual({
      code: 'AUTH.WRONG_CREDENTIALS',
      message: 'Wrong ID or password.',
      data: null,
    });
  });

  it('refuses an unverified e-mail only to someone who knows the password', async () => {
    const m = await createMember(t);
    await t.dataSource.query(`UPDATE member SET email_verified_at = NULL WHERE id = $1`, [m.id]);
    const wrong = await logInWith(t, m.email, 'Nope#1234');
    expect(wrong.json().code).toBe('AUTH.WRONG_CREDENTIALS');
    const right = await logInWith(t, m.email, m.password, { 'x-lang': 'ko' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: 'AUTH.EMAIL_NOT_VERIFIED',
      message: '이메일 인증이 완료되지 않았습니다. 메일함을 확인해 주세요.',
    });
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('two renewals with the same token inside the grace window keep the session (two tabs)', async () => {
    const s = await logIn(t, (await createMember(t)).email, TEST_PASSWORD);
    const renew = (rft: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/renew',
        headers: { ...XRW, cookie: cookieHeader({ rft }) },
      });
    const [tabA, tabB] = await Promise.all([renew(s.cookies.rft!), renew(s.cookies.rft!)]);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    for (const tab of [tabA, tabB]) {
      const me = await currentUser(t, cookieHeader({ acc: cookiesOf(tab).acc! }));
      expect(me.json().data.id).toBe(s.id);
      expect((await renew(cookiesOf(tab).rft!)).statusCode).toBe(200);
    }
  });

  it('rotates the refresh token on renew; a reused old token revokes the whole family', async () => {
    const s = await logIn(t, (await createMember(t)).email, TEST_PASSWORD);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/login/renew',
      headers: { ...XRW, cookie: cookieHeader({ rft: s.cookies.rft! }) },
    });
    expect(first.statusCode).toBe(200);
    const rotated = cookiesOf(first);
    expect(rotated.rft).toBeTruthy();
    expect(rotated.rft).not.toBe(s.cookies.rft);
    // Past the grace window (REFRESH_GRACE_SECONDS) a spent token is a stolen copy.
    await t.dataSource.query(
      `UPDATE refresh_token SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL`,
    );

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/login/renew',
      headers: { ...XRW, cookie: cookieHeader({ rft: s.cookies.rft! }) },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('AUTH.REFRESH_REUSED');
    expect(cookiesOf(reuse)).toMatchObject({ acc: '', rft: '', user: '' });

    // The newest token of that family is dead too, and so is its access token.
    const newest = await t.app.inject({
      method: 'POST',
      url: '/api/login/renew',
      headers: { ...XRW, cookie: cookieHeader({ rft: rotated.rft! }) },
    });
    expect(newest.statusCode).toBe(401);
    expect(newest.json().code).toBe('AUTH.SESSION_EXPIRED');
    const me = await currentUser(t, cookieHeader({ acc: rotated.acc! }));
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('AUTH.SESSION_EXPIRED');
  });

  it('renews from the spec body {refreshToken} when there is no cookie, and the cookie wins over it', async () => {
    const a = await logIn(t, (await createMember(t)).email, TEST_PASSWORD);
    const b = await logIn(t, (await createMember(t)).email, TEST_PASSWORD);
    const byBody = await t.app.inject({
      method: 'POST',
      url: '/api/login/renew',
      payload: { refreshToken: a.cookies.rft },
    });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json().data.id).toBe(a.id);
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/login/renew',
      headers: { ...XRW, cookie: cookieHeader({ rft: b.cookies.rft! }) },
      payload: { refreshToken: 'ignored' },
    });
    expect(both.json().data.id).toBe(b.id);
  });

  it('logs out server-side: the old refresh and access tokens stop working', async () => {
    const s = await logIn(t, (await createMember(t)).email, TEST_PASSWORD);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: s.headers });
    expect(out.statusCode).toBe(200);
    expect(cookiesOf(out)).toMatchObject({ acc: '', rft: '', user: '' });
    const renew = await t.app.inject({
      method: 'POST',
      url: '/api/login/renew',
      payload: { refreshToken: s.cookies.rft },
    });
    expect(renew.statusCode).toBe(401);
    const me = await currentUser(t, cookieHeader({ acc: s.cookies.acc! }));
    expect(me.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated write without X-Requested-With (CSRF)', async () => {
    const s = await logIn(t, (await createMember(t)).email, TEST_PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: s.headers.cookie!, 'x-requested-with': undefined },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH.CSRF_REJECTED');
    const read = await currentUser(t, s.headers.cookie!);
    expect(read.statusCode).toBe(200);
  });

  it('locks an e-mail after repeated failed log-ins, known or not, even for the right password', async () => {
    const m = await createMember(t);
    for (let i = 0; i < 3; i += 1) {
      const res = await logInWith(t, m.email, 'Wrong#pass1');
      expect(res.json().code).toBe('AUTH.WRONG_CREDENTIALS');
    }
    const locked = await logInWith(t, m.email, m.password, { 'x-lang': 'en' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'AUTH.ACCOUNT_LOCKED',
      message: 'Too many failed log-ins. Please try again in 15 minutes.',
    });
    for (let i = 0; i < 3; i += 1) await logInWith(t, 'ghost@example.com', 'Wrong#pass1');
    const ghost = await logInWith(t, 'ghost@example.com', 'x');
    expect(ghost.json().code).toBe('AUTH.ACCOUNT_LOCKED');
  });

  it('stores argon2id hashes with m >= 19 MiB, t = 2, p = 1 and no refresh token in clear', async () => {
    const m = await createMember(t);
    await logIn(t, m.email, m.password);
    const [row] = await t.dataSource.query(`SELECT password_hash FROM member WHERE id = $1`, [m.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const tokens = await t.dataSource.query(`SELECT token_hash FROM refresh_token`);
    for (const tk of tokens) expect(tk.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses bad log-in input with field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 5 } });
    expect(res.statusCode).toBe(400);
    const fields = refusedFields(res);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('session cookies behind an https PUBLIC_URL', () => {
  const t = bootTestApp('session_https', { PUBLIC_URL: 'https://slabworks.example.com' });

  it('are Secure by configuration, whatever Host the request names', async () => {
    const m = await createMember(t);
    const res = await logInWith(t, m.email, m.password, { host: 'localhost' });
    const lines = res.headers['set-cookie'] as string[];
    for (const name of ['acc=', 'rft=', 'user='])
      expect(lines.find((l) => l.startsWith(name))).toMatch(/; Secure/);
  });
});
