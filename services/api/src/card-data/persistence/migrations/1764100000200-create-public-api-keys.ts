import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePublicApiKeys1764100000200 implements MigrationInterface {
  name = 'CreatePublicApiKeys1764100000200';

  async up(q: QueryRunner): Promise<void> {
    // Only a SHA-256 of the key is kept: keys are 32 random bytes, so a fast hash is enough.
    await q.query(`CREATE TABLE public_api_key (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      key_prefix text NOT NULL,
      created_by uuid REFERENCES member (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public_api_key`);
  }
}
