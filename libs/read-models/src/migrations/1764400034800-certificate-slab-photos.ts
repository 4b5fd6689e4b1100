import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #34: the certificate shows the finished slab's photos, front and back (upload ids by side).
 * The registry's version 5 fills them from SlabPhotographed when the worker rebuilds it.
 */
export class CertificateSlabPhotos1764400034800 implements MigrationInterface {
  name = 'CertificateSlabPhotos1764400034800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE read_models.certifications
      ADD COLUMN IF NOT EXISTS slab_photos jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE read_models.certifications DROP COLUMN IF EXISTS slab_photos`);
  }
}
