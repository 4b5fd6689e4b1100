import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSessionTables1764000000100 implements MigrationInterface {
  name = 'CreateSessionTables1764000000100';

  async up(q: QueryRunner): Promise<void> {
    // One family per log-in; every renewal adds a token to it. Reusing a spent token revokes the family.
    await q.query(`CREATE TABLE session_family (
      id uuid PRIMARY KEY,
      member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text
    )`);
    await q.query(
      `CREATE INDEX session_family_member_idx ON session_family (member_id) WHERE revoked_at IS NULL`,
    );
    await q.query(`CREATE TABLE refresh_token (
      token_hash text PRIMARY KEY,
      family_id uuid NOT NULL REFERENCES session_family (id) ON DELETE CASCADE,
      issued_at timestamptz NOT NULL DEFAULT now(),
      used_at timestamptz
    )`);
    await q.query(`CREATE INDEX refresh_token_family_idx ON refresh_token (family_id)`);
    await q.query(`CREATE TABLE password_reset_token (
      token_hash text PRIMARY KEY,
      member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE password_reset_token`);
    await q.query(`DROP TABLE refresh_token`);
    await q.query(`DROP TABLE session_family`);
  }
}
