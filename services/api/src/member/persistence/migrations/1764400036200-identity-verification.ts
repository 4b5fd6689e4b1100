import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity before paying (issue 36). A member's verified birth date and when it was verified; each
 * verification the member starts (its id is the provider's identityVerificationId), so a finished
 * one is taken only from the member who started it, once, within its window; and the sandbox
 * provider's own records (what PortOne would keep), in a schema of their own.
 */
export class IdentityVerification1764400036200 implements MigrationInterface {
  name = 'IdentityVerification1764400036200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE member
      ADD COLUMN birth_date date,
      ADD COLUMN identity_verified_at timestamptz,
      ADD COLUMN identity_provider text`);
    await q.query(`CREATE TABLE member_identity_verification (
      id text PRIMARY KEY,
      member_id uuid NOT NULL REFERENCES member(id) ON DELETE CASCADE,
      provider text NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      confirmed_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX member_identity_verification_member ON member_identity_verification (member_id)`,
    );
    await q.query(`CREATE SCHEMA IF NOT EXISTS identity_sandbox`);
    await q.query(`CREATE TABLE identity_sandbox.verifications (
      id text PRIMARY KEY,
      status text NOT NULL CHECK (status IN ('VERIFIED', 'FAILED')),
      name text,
      birth_date text,
      phone_number text,
      operator text,
      verified_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Taiwan members have no Korean 본인인증: a phone proven by SMS code is their verification.
    await q.query(`UPDATE member SET status = 'APPROVED', identity_verified_at = phone_verified_at,
      identity_provider = 'phone'
      WHERE support_region = 'TW' AND status = 'NOT_APPROVED' AND phone_verified_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA identity_sandbox CASCADE`);
    await q.query(`DROP TABLE member_identity_verification`);
    await q.query(
      `ALTER TABLE member DROP COLUMN birth_date, DROP COLUMN identity_verified_at, DROP COLUMN identity_provider`,
    );
  }
}
