import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMemberTables1764000000000 implements MigrationInterface {
  name = 'CreateMemberTables1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE member (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text,
      nickname text,
      name text,
      phone text,
      phone_verified_at timestamptz,
      email_verified_at timestamptz,
      password_hash text,
      social_provider text,
      social_id text,
      photo_url text,
      thumbnail_url text,
      status text NOT NULL DEFAULT 'NOT_APPROVED' CHECK (status IN ('NOT_APPROVED', 'APPROVED', 'WITHDRAWN')),
      role text NOT NULL DEFAULT 'MEMBER' CHECK (role IN ('MEMBER', 'VIP', 'OPERATOR', 'AUDITOR', 'ADMIN')),
      discount_rate_bp integer CHECK (discount_rate_bp BETWEEN 0 AND 10000),
      support_region text NOT NULL CHECK (support_region IN ('KR', 'TW')),
      last_login_at timestamptz,
      dormant_since timestamptz,
      withdrawn_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX member_email_key ON member (email) WHERE email IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX member_phone_key ON member (phone) WHERE phone IS NOT NULL`);
    await q.query(
      `CREATE UNIQUE INDEX member_social_key ON member (social_provider, social_id) WHERE social_id IS NOT NULL`,
    );
    // The daily dormancy sweep scans only members who could still become dormant.
    await q.query(`CREATE INDEX member_last_seen_idx ON member ((coalesce(last_login_at, created_at)))
      WHERE dormant_since IS NULL AND status <> 'WITHDRAWN'`);
    await q.query(`CREATE TABLE member_consent (
      member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
      kind text NOT NULL,
      agreed boolean NOT NULL,
      document_version text NOT NULL,
      decided_at timestamptz NOT NULL,
      PRIMARY KEY (member_id, kind, decided_at)
    )`);
    // Only a hash survives withdrawal: enough to refuse the address forever, nothing to read back.
    await q.query(`CREATE TABLE withdrawn_email (
      email_hash text PRIMARY KEY,
      withdrawn_at timestamptz NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE withdrawn_email`);
    await q.query(`DROP TABLE member_consent`);
    await q.query(`DROP TABLE member`);
  }
}
