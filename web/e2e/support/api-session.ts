import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import sharp from 'sharp';
import type { APIRequestContext } from 'playwright-core';
import { MEMBER_PASSWORD, VERIFIED_MEMBER, XHR } from './members';

// The few api moves every real-api journey's set-up makes: accounts of a role, log-in, a call that
// must succeed, a card photo of the member's own. Journeys test screens; these only get them there.
const databaseUrl = process.env.E2E_REAL_DATABASE_URL ?? '';

export type Role = 'MEMBER' | 'OPERATOR' | 'ADMIN' | 'AUDITOR';

/** A journey's account of a role, unique to its run: `<tag>.<run>@example.com`, nickname `<tag><run's end>`. */
export const runAccount = (run: string, tag: string, role: Role) => ({
  email: `${tag}.${run}@example.com`,
  role,
  nickname: `${tag}${run.slice(-4)}`,
});

/** An account of any role, made the documented way (README: npm run admin:create). */
export function createAccount(email: string, role: Role, nickname: string): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin-create.ts', '--email', email, '--role', role, '--nickname', nickname],
    {
      cwd: join(process.cwd(), '..'),
      env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: MEMBER_PASSWORD },
      encoding: 'utf8',
    },
  );
  assert.equal(result.status, 0, `admin:create ${role}: ${result.stderr}`);
  if (role === 'MEMBER') markIdentityVerified(email);
}

/**
 * A collector made by admin:create pays in these journeys, which are not about identity
 * verification (order.e2e leads an unverified member through it): the row gets what a finished
 * verification writes (VERIFIED_MEMBER). Synchronous, as createAccount is.
 */
function markIdentityVerified(email: string): void {
  const sql = `UPDATE member SET (${VERIFIED_MEMBER.columns}) = (${VERIFIED_MEMBER.values}) WHERE email = $1`;
  const script = `const pg = require('pg');
    const [sql, email] = process.argv.slice(1);
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    client.connect()
      .then(() => client.query(sql, [email]))
      .then((r) => { if (r.rowCount !== 1) throw new Error('no member ' + email); return client.end(); })
      .catch((e) => { console.error(e.message); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script, sql, email], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `identity-verified ${email}: ${result.stderr}`);
}

export async function logIn(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/api/login', { data: { email, password: MEMBER_PASSWORD }, headers: XHR });
  assert.ok(res.ok(), `log-in ${email}: ${res.status()} ${await res.text()}`);
}

/** A call that must succeed; answers the envelope's data. Writes carry a fresh Idempotency-Key. */
export async function call(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: object,
) {
  const res = await request.fetch(url, {
    method,
    headers: method === 'GET' ? XHR : { ...XHR, 'idempotency-key': crypto.randomUUID() },
    ...(method === 'GET' ? {} : { data: data ?? {} }),
  });
  assert.ok(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()).data;
}

/** Orders name the member's own uploads: a small real JPEG through POST /api/uploads. */
export async function uploadCardPhoto(request: APIRequestContext, background = '#c33'): Promise<string> {
  const buffer = await sharp({ create: { width: 60, height: 80, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const res = await request.post('/api/uploads', {
    multipart: { file: { name: 'card.jpg', mimeType: 'image/jpeg', buffer } },
    headers: XHR,
  });
  assert.equal(res.status(), 201, `POST /api/uploads: ${res.status()} ${await res.text()}`);
  return (await res.json()).data.id as string;
}
