import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { createMember } from '../auth/testing';
import { REDIS } from '../redis';
import { createTestApp, type TestApp } from '../testing/test-app';
import { freePort } from '../testing/free-port';
import { SocialBrowser, type Step } from './testing/social-browser.testing';

// The whole redirect flow against the local provider (oidc-provider at /api/dev/oidc), over a real
// port: the callback's checks (state bound to the browser and taken once, nonce, PKCE-bound code
// used once, denial) and what follows (sign-up with consents, no-e-mail code, linking, refusals).
let t: TestApp;
let origin: string;

beforeAll(async () => {
  const port = await freePort();
  // localhost, as `npm start` has it: the api calls the local provider on 127.0.0.1 (X-Forwarded-Host).
  origin = `http://localhost:${port}`;
  // A lock of 7 lets one ticket spend its 5 tries and a second one reach the lock (link-step tests).
  t = await createTestApp('social_login', {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    LOGIN_LOCK_ATTEMPTS: '7',
    AUTH_RATE_LIMIT: '1000',
  });
  await t.app.listen(port, '127.0.0.1');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

interface ProviderAccount {
  account: string;
  email?: string;
  verified?: boolean;
  name?: string;
  deny?: boolean;
  /** Rewrites the authorization request on its way to the provider (an attacker's or a bug's). */
  tamper?: (url: URL) => void;
}

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq += 1)}`;

/** Start at the api, say who you are at the local provider, stop before the callback. */
async function toCallback(browser: SocialBrowser, provider: 'kakao' | 'facebook', who: ProviderAccount) {
  const start = await browser.get(`/api/oauth/${provider}?returnUrl=/account`);
  expect(start.status).toBe(302);
  const auth = new URL(start.location!);
  // The provider's published addresses are the public ones, though the api discovered it internally.
  expect(auth.origin).toBe(origin);
  // It sends the browser back to the host it started on, whichever name that was.
  expect(new URL(auth.searchParams.get('redirect_uri')!).origin).toBe(new URL(browser.absolute('/')).origin);
  who.tamper?.(auth);
  const isCallback = (url: string) => url.includes(`/api/oauth/${provider}/callback`);
  const page = await browser.follow(await browser.get(auth.href), isCallback);
  // Still signed in at the provider with a grant for this app: it answers at once, like Kakao does.
  if (page.location && isCallback(new URL(page.location, page.url).href))
    return new URL(page.location, page.url).href;
  expect(page.status).toBe(200);
  const action = new URL(/action="([^"]+)"/.exec(page.body)![1]!, page.url).href;
  const submitted = await browser.post(action, {
    action: who.deny ? 'deny' : 'allow',
    account: who.account,
    email: who.email ?? '',
    name: who.name ?? 'Collector',
    ...(who.verified === false ? {} : { verified: 'on' }),
  });
  const callback = await browser.follow(submitted, isCallback);
  return new URL(callback.location!, callback.url).href;
}

const refusedWith = (step: Step, code: string) => {
  expect(step.status).toBe(302);
  expect(step.location).toBe(
    `/login?socialError=${encodeURIComponent(code)}&provider=${step.url.includes('facebook') ? 'facebook' : 'kakao'}`,
  );
};

const consents = { terms: true, privacy: true, over14: true, crossBorder: true };

describe('callback checks', () => {
  it('signs up with Kakao (consents still required), then logs in directly; a replayed state is refused', async () => {
    const browser = new SocialBrowser(origin);
    const email = `kakao.${unique()}@example.com`;
    const callback = await toCallback(browser, 'kakao', { account: `k-${unique()}`, email, name: 'Kim' });
    const back = await browser.get(callback);
    expect(back.location).toBe('/signup/social?returnUrl=%2Faccount');
    expect(browser.cookies.has('acc')).toBe(false);

    const pending = await browser.json('GET', '/api/oauth/pending');
    expect(pending.body.data).toMatchObject({ provider: 'kakao', step: 'sign-up', email, askEmail: false });
    const noConsents = await browser.json('POST', '/api/oauth/pending/signup', { nickname: '카카오수집가' });
    expect(noConsents.status).toBe(400);
    expect(noConsents.body.data.fields.map((f: { field: string }) => f.field)).toContain('consents.terms');
    const done = await browser.json('POST', '/api/oauth/pending/signup', {
      nickname: '카카오수집가',
      consents,
    });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      returnUrl: '/account',
      member: { mbEmail: email, socialProvider: 'kakao', hasPassword: false, emailVerified: true },
    });
    // Spec §5: a social-only account has no password to change.
    const change = await browser.json('PATCH', '/api/member/password', {
      currentPassword: 'x',
      password: 'Another#2025',
      passwordConfirmation: 'Another#2025',
    });
    expect(change.body.code).toBe('AUTH.SOCIAL_ACCOUNT_PASSWORD');

    // The same state and code again, from the same browser: the state was taken.
    const replay = await browser.get(callback);
    refusedWith(replay, 'SOCIAL.LINK_FAILED');

    const again = new SocialBrowser(origin);
    const account = JSON.parse(JSON.stringify(done.body.data.member)) as { socialId: string };
    const second = await again.get(await toCallback(again, 'kakao', { account: account.socialId, email }));
    expect(second.location).toBe('/account');
    expect(again.cookies.has('acc')).toBe(true);
  });

  it('refuses a state this browser did not start, a wrong nonce, a code used twice and a denial', async () => {
    // The person sees one message; the log says which check refused (SocialCallbackError).
    const warned = jest.spyOn(Logger.prototype, 'warn');
    const browser = new SocialBrowser(origin);
    const account = `k-${unique()}`;
    const callback = await toCallback(browser, 'kakao', { account, email: `n.${unique()}@example.com` });
    // Another browser (no state cookie) arriving with this callback: a log-in CSRF.
    const stranger = new SocialBrowser(origin);
    refusedWith(await stranger.get(callback), 'SOCIAL.LINK_FAILED');

    const nonce = new SocialBrowser(origin);
    const tampered = await toCallback(nonce, 'kakao', {
      account,
      tamper: (url) => url.searchParams.set('nonce', 'not-the-one-we-sent'),
    });
    refusedWith(await nonce.get(tampered), 'SOCIAL.LINK_FAILED');

    const reuse = new SocialBrowser(origin);
    const first = await toCallback(reuse, 'kakao', { account, email: `r.${unique()}@example.com` });
    expect((await reuse.get(first)).location).toBe('/signup/social?returnUrl=%2Faccount');
    // A fresh attempt (new state in cookie and store) presenting the spent code.
    const fresh = new URL(await toCallback(reuse, 'kakao', { account }));
    fresh.searchParams.set('code', new URL(first).searchParams.get('code')!);
    refusedWith(await reuse.get(fresh.href), 'SOCIAL.LINK_FAILED');

    const denied = new SocialBrowser(origin);
    const cancel = await toCallback(denied, 'facebook', { account: `f-${unique()}`, deny: true });
    expect(new URL(cancel).searchParams.get('error')).toBe('access_denied');
    refusedWith(await denied.get(cancel), 'SOCIAL.LINK_FAILED');
    for (const b of [stranger, nonce, denied]) expect(b.cookies.has('acc')).toBe(false);
    const reasons = warned.mock.calls.map(([message]) => String(message).split(':')[1]?.trim());
    expect(reasons).toEqual(
      expect.arrayContaining(['STATE_INVALID', 'ID_TOKEN_INVALID', 'CODE_REJECTED', 'DENIED']),
    );
    warned.mockRestore();
  });

  it('asks a Facebook account without e-mail for one and verifies it by code', async () => {
    const browser = new SocialBrowser(origin);
    const back = await browser.get(await toCallback(browser, 'facebook', { account: `f-${unique()}` }));
    expect(back.location).toBe('/signup/social?returnUrl=%2Faccount');
    expect((await browser.json('GET', '/api/oauth/pending')).body.data).toMatchObject({
      provider: 'facebook',
      askEmail: true,
      email: null,
    });
    const email = `fb.${unique()}@example.com`;
    expect((await browser.json('POST', '/api/oauth/pending/email-code', { email })).status).toBe(200);
    const [mail] = await t.dataSource.query(
      `SELECT body FROM local_mailbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [email],
    );
    const code = /\b(\d{6})\b/.exec(mail.body as string)![1]!;
    const wrong = await browser.json('POST', '/api/oauth/pending/signup', {
      nickname: '페북수집가',
      consents,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe('VERIFICATION.CODE_WRONG');
    const done = await browser.json('POST', '/api/oauth/pending/signup', {
      nickname: '페북수집가',
      consents,
      code,
    });
    expect(done.body.data.member).toMatchObject({
      mbEmail: email,
      socialProvider: 'facebook',
      emailVerified: true,
    });
  });

  it('links Facebook to an existing account after its password, and unlinks it again', async () => {
    const member = await createMember(t, { email: `link.${unique()}@example.com` });
    const browser = new SocialBrowser(origin);
    const back = await browser.get(
      await toCallback(browser, 'facebook', { account: `f-${unique()}`, email: member.email }),
    );
    expect(back.location).toBe('/signup/social?returnUrl=%2Faccount');
    expect((await browser.json('GET', '/api/oauth/pending')).body.data).toMatchObject({ step: 'link' });
    const wrong = await browser.json('POST', '/api/oauth/pending/link', { password: 'not-it-1!' });
    expect(wrong.body.code).toBe('AUTH.CURRENT_PASSWORD_WRONG');
    expect(browser.cookies.has('acc')).toBe(false);
    const linked = await browser.json('POST', '/api/oauth/pending/link', { password: member.password });
    expect(linked.body.data.member).toMatchObject({
      id: member.id,
      socialProvider: 'facebook',
      hasPassword: true,
    });
    const unlinked = await browser.json('DELETE', '/api/oauth/link');
    expect(unlinked.body.data).toMatchObject({ socialProvider: null, socialId: null });
  });

  it('links by a code mailed to the account instead of its password', async () => {
    const member = await createMember(t, { email: `code.${unique()}@example.com` });
    const browser = new SocialBrowser(origin);
    await browser.get(await toCallback(browser, 'kakao', { account: `k-${unique()}`, email: member.email }));
    expect((await browser.json('POST', '/api/oauth/pending/link-code')).status).toBe(200);
    const [mail] = await t.dataSource.query(
      `SELECT body FROM local_mailbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [member.email],
    );
    const code = /\b(\d{6})\b/.exec(mail.body as string)![1]!;
    // A sign-up verification code is not a link code (kept apart in the store).
    const wrong = await browser.json('POST', '/api/oauth/pending/link', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe('VERIFICATION.CODE_WRONG');
    const linked = await browser.json('POST', '/api/oauth/pending/link', { code });
    expect(linked.body.data.member).toMatchObject({ id: member.id, socialProvider: 'kakao' });
  });

  it('links an account whose e-mail was never verified only once the e-mail is proven', async () => {
    const member = await createMember(t, { email: `unverified.${unique()}@example.com` });
    await t.dataSource.query(`UPDATE member SET email_verified_at = NULL WHERE id = $1`, [member.id]);
    const browser = new SocialBrowser(origin);
    // The provider does not vouch for the e-mail either: the password proves the account, not the address.
    await browser.get(
      await toCallback(browser, 'kakao', { account: `k-${unique()}`, email: member.email, verified: false }),
    );
    const byPassword = await browser.json('POST', '/api/oauth/pending/link', { password: member.password });
    expect(byPassword.status).toBe(403);
    expect(byPassword.body.code).toBe('AUTH.EMAIL_NOT_VERIFIED');
    expect(browser.cookies.has('acc')).toBe(false);
    const [unlinked] = await t.dataSource.query(`SELECT social_id FROM member WHERE id = $1`, [member.id]);
    expect(unlinked.social_id).toBeNull();

    // A code mailed to the account's address proves it: linked, and the e-mail counts as verified.
    expect((await browser.json('POST', '/api/oauth/pending/link-code')).status).toBe(200);
    const [mail] = await t.dataSource.query(
      `SELECT body FROM local_mailbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [member.email],
    );
    const code = /\b(\d{6})\b/.exec(mail.body as string)![1]!;
    const linked = await browser.json('POST', '/api/oauth/pending/link', { code });
    expect(linked.body.data.member).toMatchObject({
      id: member.id,
      socialProvider: 'kakao',
      emailVerified: true,
    });
  });

  it('answers 409, not 500, when the provider account was linked to another member meanwhile', async () => {
    const member = await createMember(t, { email: `race.${unique()}@example.com` });
    const other = await createMember(t, { email: `other.${unique()}@example.com` });
    const account = `k-${unique()}`;
    const browser = new SocialBrowser(origin);
    await browser.get(await toCallback(browser, 'kakao', { account, email: member.email }));
    // Another tab (or person) links the same Kakao account elsewhere before this link is confirmed.
    await t.dataSource.query(`UPDATE member SET social_provider = 'kakao', social_id = $2 WHERE id = $1`, [
      other.id,
      account,
    ]);
    const linked = await browser.json('POST', '/api/oauth/pending/link', { password: member.password });
    expect({ status: linked.status, code: linked.body.code }).toEqual({
      status: 409,
      code: 'SOCIAL.LINKED_ELSEWHERE',
    });
    expect(browser.cookies.has('acc')).toBe(false);
  });

  it('refuses a withdrawn e-mail and an account of another country service', async () => {
    const withdrawn = `gone.${unique()}@example.com`;
    await t.dataSource.query(
      `INSERT INTO withdrawn_email (email_hash, withdrawn_at) VALUES (encode(sha256(convert_to($1, 'UTF8')), 'hex'), now())`,
      [withdrawn],
    );
    const a = new SocialBrowser(origin);
    refusedWith(
      await a.get(await toCallback(a, 'kakao', { account: `k-${unique()}`, email: withdrawn })),
      'AUTH.EMAIL_WITHDRAWN',
    );

    const tw = await createMember(t, { region: 'TW', email: `tw.${unique()}@example.com` });
    const b = new SocialBrowser(origin);
    refusedWith(
      await b.get(await toCallback(b, 'facebook', { account: `f-${unique()}`, email: tw.email })),
      'SOCIAL.OTHER_REGION',
    );
    expect(a.cookies.has('acc') || b.cookies.has('acc')).toBe(false);
  });
});

// Issue #30: PUBLIC_URL says localhost (as `npm start` has it), but the site may be opened on
// 127.0.0.1: the state cookie lives on the host the log-in started on, so it must end there too.
describe('site host', () => {
  it.each(['kakao', 'facebook'] as const)(
    'logs in with %s on 127.0.0.1 and ends there, signed in',
    async (provider) => {
      const site = origin.replace('localhost', '127.0.0.1');
      const email = `host.${provider}.${unique()}@example.com`;
      const account = `${provider}-${unique()}`;
      const browser = new SocialBrowser(site);
      const back = await browser.get(await toCallback(browser, provider, { account, email }));
      expect(new URL(back.url).origin).toBe(site);
      expect(back.location).toBe('/signup/social?returnUrl=%2Faccount');
      const done = await browser.json('POST', '/api/oauth/pending/signup', {
        nickname: `host${unique()}`.slice(0, 16),
        consents,
      });
      expect(done.body.data).toMatchObject({ returnUrl: '/account', member: { socialProvider: provider } });
      expect(browser.cookies.has('acc')).toBe(true);

      const again = new SocialBrowser(site);
      const second = await again.get(await toCallback(again, provider, { account, email }));
      expect({ origin: new URL(second.url).origin, location: second.location }).toEqual({
        origin: site,
        location: '/account',
      });
      expect(again.cookies.has('acc')).toBe(true);
    },
  );

  it('never sends the provider back to a host it was not configured for', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
      { host: '127.0.0.1:1' },
    ]) {
      const start = await t.app.inject({ method: 'GET', url: '/api/oauth/kakao', headers });
      expect(start.statusCode).toBe(302);
      const redirectUri = new URL(start.headers.location as string).searchParams.get('redirect_uri');
      expect(redirectUri).toBe(`${origin}/api/oauth/kakao/callback`);
    }
  });
});

// Issue #30: the link step confirms a password (or a mailed code), so it is a log-in and must not be a
// way round the log-in lock: wrong proofs count toward it, a locked account is not linked, a ticket
// dies after 5 wrong proofs, and no refusal links, signs in, or mails anything.
describe('link step guessing', () => {
  const LOCK = 7;

  /** A pending link to `email`, from a provider that does not vouch for it (the probe's set-up). */
  async function pendingLink(email: string) {
    const browser = new SocialBrowser(origin);
    const back = await browser.get(
      await toCallback(browser, 'kakao', { account: `k-${unique()}`, email, verified: false }),
    );
    expect(back.location).toBe('/signup/social?returnUrl=%2Faccount');
    expect((await browser.json('GET', '/api/oauth/pending')).body.data).toMatchObject({ step: 'link' });
    return browser;
  }

  const link = (browser: SocialBrowser, proof: { password?: string; code?: string }, lang = 'en') =>
    browser.json('POST', `/api/oauth/pending/link?lang=${lang}`, proof);

  const logIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-lang': 'en' },
      payload: { email, password },
    });

  /** Nothing linked, no session started, no mail sent: a refusal changes nothing. */
  async function unchanged(member: { id: string; email: string }, browsers: SocialBrowser[]) {
    const [row] = await t.dataSource.query(
      `SELECT social_id, (SELECT count(*)::int FROM session_family f WHERE f.member_id = m.id) AS sessions,
              (SELECT count(*)::int FROM local_mailbox b WHERE b.recipient = m.email) AS mails
         FROM member m WHERE m.id = $1`,
      [member.id],
    );
    expect(row).toEqual({ social_id: null, sessions: 0, mails: 0 });
    for (const b of browsers) expect(b.cookies.has('acc')).toBe(false);
  }

  it('kills a pending ticket after 5 wrong passwords (translated), even for the right one after', async () => {
    const member = await createMember(t, { email: `tries.${unique()}@example.com` });
    const browser = await pendingLink(member.email);
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await link(browser, { password: `Wrong#pass${i}` });
      expect({ status: wrong.status, code: wrong.body.code }).toEqual({
        status: 400,
        code: 'AUTH.CURRENT_PASSWORD_WRONG',
      });
    }
    const fifth = await link(browser, { password: 'Wrong#pass5' });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({
      code: 'SOCIAL.TOO_MANY_TRIES',
      message: 'Too many wrong attempts. Please start the social log-in again.',
    });
    const after = await link(browser, { password: member.password }, 'ko');
    expect(after.status).toBe(410);
    expect(after.body).toMatchObject({
      code: 'SOCIAL.PENDING_EXPIRED',
      message: '소셜 로그인 시간이 지났습니다. 처음부터 다시 시도해 주세요.',
    });
    expect((await browser.json('GET', '/api/oauth/pending')).status).toBe(410);
    await unchanged(member, [browser]);
  });

  it('counts wrong link passwords toward the log-in lock: then neither linking nor log-in gets in', async () => {
    const member = await createMember(t, { email: `lock.${unique()}@example.com` });
    const first = await pendingLink(member.email);
    for (let i = 0; i < 5; i += 1) await link(first, { password: 'Wrong#pass1' });
    const second = await pendingLink(member.email);
    for (let i = 0; i < LOCK - 5; i += 1)
      expect((await link(second, { password: 'Wrong#pass1' })).body.code).toBe('AUTH.CURRENT_PASSWORD_WRONG');

    const byPassword = await link(second, { password: member.password });
    expect(byPassword.status).toBe(429);
    expect(byPassword.body).toMatchObject({
      code: 'AUTH.ACCOUNT_LOCKED',
      message: 'Too many failed log-ins. Please try again in 15 minutes.',
    });
    // A locked account gets no link code mailed either (and a code could not be used).
    const code = await second.json('POST', '/api/oauth/pending/link-code?lang=tw');
    expect(code.status).toBe(429);
    expect(code.body.code).toBe('AUTH.ACCOUNT_LOCKED');
    expect(code.body.message).not.toBe('AUTH.ACCOUNT_LOCKED');
    const login = await logIn(member.email, member.password);
    expect({ status: login.statusCode, code: login.json().code }).toEqual({
      status: 429,
      code: 'AUTH.ACCOUNT_LOCKED',
    });
    // The locked refusals took none of the ticket's tries: it is still there for after the lock.
    expect((await second.json('GET', '/api/oauth/pending')).status).toBe(200);
    await unchanged(member, [first, second]);
  });

  it('refuses to link an account locked by failed log-ins, even with the right password', async () => {
    const member = await createMember(t, { email: `locked.${unique()}@example.com` });
    for (let i = 0; i < LOCK; i += 1) await logIn(member.email, 'Wrong#pass1');
    expect((await logIn(member.email, member.password)).statusCode).toBe(429);
    const browser = await pendingLink(member.email);
    const linked = await link(browser, { password: member.password }, 'ko');
    expect(linked.status).toBe(429);
    expect(linked.body.code).toBe('AUTH.ACCOUNT_LOCKED');
    expect(linked.body.message).toContain('15');
    await unchanged(member, [browser]);
  });

  it('limits the mailed link code to 5 wrong tries and 10 minutes', async () => {
    const member = await createMember(t, { email: `codes.${unique()}@example.com` });
    const first = await pendingLink(member.email);
    expect((await first.json('POST', '/api/oauth/pending/link-code')).status).toBe(200);
    const [mail] = await t.dataSource.query(
      `SELECT body FROM local_mailbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [member.email],
    );
    const code = /\b(\d{6})\b/.exec(mail.body as string)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const redis = t.app.get<Redis>(REDIS);
    const key = `${t.config.redisPrefix}:code:email:value:${createHash('sha256').update(`social-link:${member.email}`).digest('hex')}`;
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10 * 60);

    // The code's own limit holds across tickets: 3 wrong on one, 2 on another burn it.
    for (let i = 0; i < 3; i += 1)
      expect((await link(first, { code: wrongCode })).body.code).toBe('VERIFICATION.CODE_WRONG');
    const second = await pendingLink(member.email);
    expect((await link(second, { code: wrongCode })).body.code).toBe('VERIFICATION.CODE_WRONG');
    const burnt = await link(second, { code: wrongCode });
    expect({ status: burnt.status, code: burnt.body.code }).toEqual({
      status: 429,
      code: 'VERIFICATION.TOO_MANY_ATTEMPTS',
    });
    expect(burnt.body.message).toBe('Too many attempts (5). Please ask for a new code.');
    const right = await link(second, { code });
    expect(right.body.code).toBe('VERIFICATION.TOO_MANY_ATTEMPTS');
    const [row] = await t.dataSource.query(`SELECT social_id FROM member WHERE id = $1`, [member.id]);
    expect(row.social_id).toBeNull();

    // A fresh code that outlived its 10 minutes (its Redis entry gone) no longer links.
    await redis.del(
      `${t.config.redisPrefix}:code:email:cooldown:${createHash('sha256').update(`social-link:${member.email}`).digest('hex')}`,
    );
    const third = await pendingLink(member.email);
    expect((await third.json('POST', '/api/oauth/pending/link-code')).status).toBe(200);
    const [fresh] = await t.dataSource.query(
      `SELECT body FROM local_mailbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [member.email],
    );
    await redis.del(key);
    const expired = await link(third, { code: /\b(\d{6})\b/.exec(fresh.body as string)![1]! });
    expect({ status: expired.status, code: expired.body.code }).toEqual({
      status: 400,
      code: 'VERIFICATION.CODE_EXPIRED',
    });
    for (const b of [first, second, third]) expect(b.cookies.has('acc')).toBe(false);
  });
});
