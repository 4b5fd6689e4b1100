import type { TestApp } from '../../testing/test-app';
import { PasswordHasher } from '../password/password-hasher.service';
import type { MemberRole, Region } from '../member.values';

export const TEST_PASSWORD = 'Secret#2024';

type Headers = Record<string, string>;

/** A signed-in caller: its member id and the headers a browser would send (cookies + CSRF header). */
export interface TestSession {
  readonly id: string;
  readonly email: string;
  readonly headers: Headers;
  readonly cookies: Record<string, string>;
}

let seq = 0;

export function cookiesOf(res: { headers: Record<string, unknown> }): Record<string, string> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const out: Record<string, string> = {};
  for (const line of list as string[]) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    out[pair!.slice(0, at)] = decodeURIComponent(pair!.slice(at + 1));
  }
  return out;
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');

/**
 * Inserts a verified member straight into the database (fast; for tests about other features): e-mail
 * verified and, unless `identityVerified: false`, identity verified too (APPROVED, a verified name and
 * birth date; no phone, so other tests' numbers stay free), so it may pay (docs/members.md).
 */
export async function createMember(
  t: TestApp,
  opts: {
    role?: MemberRole;
    region?: Region;
    email?: string;
    password?: string;
    discountRateBp?: number;
    /** false: NOT_APPROVED, for tests of identity before paying (default: true for a MEMBER). */
    identityVerified?: boolean;
  } = {},
): Promise<{ id: string; email: string; password: string }> {
  seq += 1;
  const email = opts.email ?? `member${seq}.${Date.now()}@example.com`;
  const password = opts.password ?? TEST_PASSWORD;
  const hash = await t.app.get(PasswordHasher).hash(password);
  // Collectors pay, so they come verified; staff accounts keep the name they are shown by (their
  // nickname) unless a test asks for a verified one.
  const verified = opts.identityVerified ?? (opts.role ?? 'MEMBER') === 'MEMBER';
  const rows: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region, discount_rate_bp,
       status, name, birth_date, identity_verified_at, identity_provider)
     VALUES ($1, $2, $3, now(), $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      email,
      `tester${seq}`,
      hash,
      opts.role ?? 'MEMBER',
      opts.region ?? 'KR',
      opts.discountRateBp ?? null,
      verified ? 'APPROVED' : 'NOT_APPROVED',
      verified ? `테스터${seq}` : null,
      verified ? '1990-01-01' : null,
      verified ? new Date() : null,
      verified ? 'testing' : null,
    ],
  );
  return { id: rows[0]!.id, email, password };
}

export async function logIn(
  t: TestApp,
  email: string,
  password: string,
): Promise<TestSession & { body: unknown }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`log-in failed: ${res.statusCode} ${res.body}`);
  const cookies = cookiesOf(res);
  return {
    id: res.json().data.id,
    email,
    cookies,
    headers: { cookie: cookieHeader(cookies), 'x-requested-with': 'XMLHttpRequest' },
    body: res.json(),
  };
}

/** A verified member of the given role, logged in. */
export async function signedInMember(
  t: TestApp,
  opts: Parameters<typeof createMember>[1] = {},
): Promise<TestSession> {
  const m = await createMember(t, opts);
  return logIn(t, m.email, m.password);
}

/** The newest local-mailbox message to `to` (mail or SMS); waits briefly for mail sent after the answer. */
export async function lastMessage(
  t: TestApp,
  to: string,
  tries = 40,
): Promise<{ subject: string | null; body: string }> {
  for (let i = 0; i < tries; i += 1) {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
    const first = res.json().data?.[0];
    if (first) return first;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no message to ${to}`);
}

export const codeIn = (body: string): string => /\b(\d{6})\b/.exec(body)![1]!;
