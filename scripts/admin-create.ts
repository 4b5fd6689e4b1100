// npm run admin:create -- --email ops@example.com --role OPERATOR [--name '김안나'] [--nickname 운영자] [--region KR] [--discount-bp 500]
// --name is the display name staff screens show ("김안나 (운영자)" in history and audit), not the role.
// Creates a staff (or VIP) account, or changes the role of an existing one. The password comes from
// ADMIN_PASSWORD, or a random one is generated and printed once: never on the command line (history).
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { loadConfig } from '@slabworks/config';
import { watchClient } from '@slabworks/connections';
import {
  isDiscountRateBp,
  MAX_DISPLAY_NAME,
  validateEmail,
  validateNickname,
  validatePassword,
} from '@slabworks/domain';
import { PasswordHasher } from '../services/api/src/auth/password/password-hasher.service';
import { runMigrations } from '../services/api/src/database/run-migrations';
import { isRegion, MEMBER_ROLES, type MemberRole } from '../services/api/src/auth/member.values';

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      nickname: { type: 'string' },
      name: { type: 'string' },
      region: { type: 'string', default: 'KR' },
      'discount-bp': { type: 'string' },
    },
  });
  const email = (values.email ?? '').trim().toLowerCase();
  const role = (values.role ?? '').toUpperCase() as MemberRole;
  if (validateEmail(email).length) fail('--email must be a valid e-mail address');
  if (!MEMBER_ROLES.includes(role)) fail(`--role must be one of ${MEMBER_ROLES.join(', ')}`);
  const region = (values.region ?? 'KR').toUpperCase();
  if (!isRegion(region)) fail('--region must be KR or TW');
  const discount = values['discount-bp'] === undefined ? null : Number(values['discount-bp']);
  if (discount !== null && (role !== 'VIP' || !isDiscountRateBp(discount)))
    fail('--discount-bp is for VIP only, a whole number of basis points from 0 to 10000');
  const nickname = values.nickname ?? role.toLowerCase();
  if (validateNickname(nickname).length) fail('--nickname: 2-32 Korean, English letters or digits');

  const name = values.name === undefined ? null : values.name.trim();
  if (name !== null && (name.length < 1 || [...name].length > MAX_DISPLAY_NAME || /[\p{Cc}]/u.test(name)))
    fail(`--name: 1-${MAX_DISPLAY_NAME} characters, no control characters`);

  const given = process.env.ADMIN_PASSWORD;
  const password = given ?? `${randomBytes(12).toString('base64url')}#7a`;
  if (given && validatePassword({ password }).length)
    fail('ADMIN_PASSWORD: 8-64 characters with a letter, a digit and a special character');

  const config = loadConfig();
  await runMigrations(config);
  const db = new Client({ connectionString: config.databaseUrl });
  watchClient(db, 'PostgreSQL', console);
  await db.connect();
  try {
    const hash = await new PasswordHasher().hash(password);
    const { rows } = await db.query<{ id: string; created: boolean }>(
      `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region, discount_rate_bp, name)
       VALUES ($1, $2, $3, now(), $4, $5, $6, $8)
       ON CONFLICT (email) WHERE email IS NOT NULL DO UPDATE
         SET role = EXCLUDED.role, discount_rate_bp = EXCLUDED.discount_rate_bp, updated_at = now(),
             name = coalesce(EXCLUDED.name, member.name),
             password_hash = CASE WHEN $7 THEN EXCLUDED.password_hash ELSE member.password_hash END
       RETURNING id, (xmax = 0) AS created`,
      [email, nickname, hash, role, region, discount, given !== undefined, name],
    );
    const row = rows[0]!;
    console.log(`${row.created ? 'created' : 'updated'} ${role} ${email} (id ${row.id})`);
    if (row.created && !given) console.log(`password (shown once): ${password}`);
  } finally {
    await db.end();
  }
}

main().catch((error: Error) => fail(error.message));
