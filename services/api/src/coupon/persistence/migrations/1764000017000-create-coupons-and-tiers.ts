import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Membership tiers (a named discount rate ADMIN assigns), coupons and each member's coupons.
 * A member holds a coupon once (unique coupon + member) and spends it on one order: member_coupons.
 * order_id is set under a row lock when the order is placed; a cancelled order gives it back.
 */
export class CreateCouponsAndTiers1764000017000 implements MigrationInterface {
  name = 'CreateCouponsAndTiers1764000017000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE membership_tiers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE,
      discount_rate_bp integer NOT NULL CHECK (discount_rate_bp BETWEEN 0 AND 10000),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `ALTER TABLE member ADD COLUMN tier_id uuid REFERENCES membership_tiers (id) ON DELETE SET NULL`,
    );
    await q.query(`CREATE TABLE coupons (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL UNIQUE CHECK (code = upper(code)),
      name text NOT NULL,
      discount_kind text NOT NULL CHECK (discount_kind IN ('AMOUNT', 'RATE')),
      amounts jsonb NOT NULL DEFAULT '{}',
      rate_bp integer CHECK (rate_bp BETWEEN 1 AND 10000),
      minimum_order_amounts jsonb NOT NULL DEFAULT '{}',
      valid_from timestamptz NOT NULL,
      valid_until timestamptz NOT NULL CHECK (valid_until > valid_from),
      usage_limit integer CHECK (usage_limit > 0),
      submit_types text[] NOT NULL,
      paused boolean NOT NULL DEFAULT false,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((discount_kind = 'RATE') = (rate_bp IS NOT NULL))
    )`);
    await q.query(`CREATE TABLE member_coupons (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      coupon_id uuid NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
      member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
      registered_at timestamptz NOT NULL DEFAULT now(),
      issued_by uuid,
      order_id text,
      used_at timestamptz,
      UNIQUE (coupon_id, member_id),
      CHECK ((order_id IS NULL) = (used_at IS NULL))
    )`);
    await q.query(`CREATE INDEX member_coupons_member_idx ON member_coupons (member_id, registered_at DESC)`);
    await q.query(
      `CREATE INDEX member_coupons_order_idx ON member_coupons (order_id) WHERE order_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE member_coupons`);
    await q.query(`DROP TABLE coupons`);
    await q.query(`ALTER TABLE member DROP COLUMN tier_id`);
    await q.query(`DROP TABLE membership_tiers`);
  }
}
