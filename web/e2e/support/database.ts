import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { VERIFIED_MEMBER } from './members';

/**
 * One statement on the journey's scratch database, on a connection of its own: for what a journey
 * sets up or reads that the api has no route for (coupons, a payment's stored state, dormancy).
 */
export async function sql<T>(databaseUrl: string, text: string, params: unknown[]): Promise<T[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}

/**
 * A verified account (e-mail and identity, docs/members.md) straight into the database, for journeys
 * that are not about sign-up; answers its id.
 */
export async function insertVerifiedAccount(
  databaseUrl: string,
  account: { email: string; nickname: string; role: 'MEMBER' | 'ADMIN'; password: string },
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO member (email, nickname, password_hash, email_verified_at, role, support_region, ${VERIFIED_MEMBER.columns})
     VALUES ($1, $2, $3, now(), $4, 'KR', ${VERIFIED_MEMBER.values}) RETURNING id`,
    [account.email, account.nickname, await hash(account.password), account.role],
  );
  return row!.id;
}

/**
 * An amount-off coupon for general and simple orders straight into the database, valid since
 * yesterday for 10 days and 100 uses (the console's create form has its own api test).
 */
export async function insertAmountCoupon(
  databaseUrl: string,
  coupon: { code: string; name: string; krwOff: number; krwMinimum: number; createdBy: string },
): Promise<void> {
  await sql(
    databaseUrl,
    `INSERT INTO coupons (code, name, discount_kind, amounts, minimum_order_amounts, valid_from, valid_until,
                          usage_limit, submit_types, created_by)
     VALUES ($1, $2, 'AMOUNT', $3, $4, now() - interval '1 day', now() + interval '10 days', 100,
             '{GENERAL,SIMPLE}', $5)`,
    [
      coupon.code,
      coupon.name,
      JSON.stringify({ KRW: coupon.krwOff }),
      JSON.stringify({ KRW: coupon.krwMinimum }),
      coupon.createdBy,
    ],
  );
}
