import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #35: the certificate shows whether the card is autographed and its sport. The registry's
 * version 4 fills both from the card's line when the worker rebuilds it.
 */
export class CertificateAutographSports1764400003500 implements MigrationInterface {
  name = 'CertificateAutographSports1764400003500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE read_models.certifications
      ADD COLUMN IF NOT EXISTS autograph boolean, ADD COLUMN IF NOT EXISTS sports_type text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE read_models.certifications DROP COLUMN IF EXISTS autograph, DROP COLUMN IF EXISTS sports_type`,
    );
  }
}
