import type { Pool } from 'pg';
import { PasswordHasher } from '../../src/auth/password/password-hasher.service';
import { cookieHeader, cookiesOf, TEST_PASSWORD } from '../../src/auth/testing/member-session.testing';
import type { BenchHttp } from './http-client';

export interface BenchMember {
  readonly id: string;
  readonly email: string;
}

/** A signed-in caller: the headers a browser sends (cookies + the CSRF header). */
export interface BenchSession {
  readonly id: string;
  readonly headers: Record<string, string>;
}

/**
 * Verified members straight into the member table, all with one argon2 hash (hashing 10k passwords
 * would take minutes and measures nothing of the order service).
 */
export async function insertMembers(
  pool: Pool,
  count: number,
  role: 'MEMBER' | 'OPERATOR',
  label: string,
): Promise<BenchMember[]> {
  const hash = await new PasswordHasher().hash(TEST_PASSWORD);
  const { rows } = await pool.query<BenchMember>(
    `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region)
     SELECT 'bench-' || $1 || '-' || n || '@example.com', $1 || n, $2, now(), $3, 'KR'
     FROM generate_series(1, $4::int) AS n
     RETURNING id::text AS id, email`,
    [label, hash, role, count],
  );
  // Each member's order photo, as POST /api/uploads leaves it (upload id = member id, as in the e2e tests).
  await pool.query(
    `INSERT INTO upload (id, member_id, photo_key, thumbnail_key, content_type, original_bytes,
       photo_bytes, thumbnail_bytes, width, height)
     SELECT id::uuid, id::uuid, id || '/photo.jpg', id || '/thumbnail.jpg', 'image/jpeg', 1, 1, 1, 1, 1
     FROM unnest($1::text[]) AS id`,
    [rows.map((r) => r.id)],
  );
  return rows;
}

export async function logIn(http: BenchHttp, member: BenchMember): Promise<BenchSession> {
  // Every write carries the CSRF header, log-in included (a browser's fetch sends it too).
  const res = await http.expect(
    200,
    'POST',
    '/api/login',
    { email: member.email, password: TEST_PASSWORD },
    { 'x-requested-with': 'XMLHttpRequest' },
  );
  const cookies = cookiesOf(res as { headers: Record<string, unknown> });
  return {
    id: member.id,
    headers: { cookie: cookieHeader(cookies), 'x-requested-with': 'XMLHttpRequest' },
  };
}

/** Log-ins run two at a time: argon2 verification is CPU-bound on the api's side. */
export async function logInAll(http: BenchHttp, members: BenchMember[]): Promise<BenchSession[]> {
  const sessions: BenchSession[] = new Array(members.length);
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < members.length) {
        const i = next++;
        sessions[i] = await logIn(http, members[i]!);
      }
    }),
  );
  return sessions;
}

/** Owners of generated orders, numbered 0..n-1 for the generators' joins. */
export async function storeOwners(pool: Pool, members: BenchMember[]): Promise<void> {
  await pool.query(`CREATE TABLE bench_owners (n int PRIMARY KEY, member_id text NOT NULL)`);
  await pool.query(
    `INSERT INTO bench_owners SELECT i - 1, m FROM unnest($1::text[]) WITH ORDINALITY AS s(m, i)`,
    [members.map((m) => m.id)],
  );
}
