import type { MigrationInterface, QueryRunner } from 'typeorm';

// A member's profile photo is an upload too (same checks, same storage): `profile_of` names the member
// whose photo it is, which keeps it from the cleanup of photos no order or draft names.
export class UploadProfilePhoto1764400036600 implements MigrationInterface {
  name = 'UploadProfilePhoto1764400036600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE upload ADD COLUMN profile_of uuid REFERENCES member (id) ON DELETE SET NULL`);
    await q.query(`DROP INDEX upload_unattached_idx`);
    await q.query(
      `CREATE INDEX upload_unattached_idx ON upload (created_at) WHERE order_id IS NULL AND profile_of IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX upload_unattached_idx`);
    await q.query(`CREATE INDEX upload_unattached_idx ON upload (created_at) WHERE order_id IS NULL`);
    await q.query(`ALTER TABLE upload DROP COLUMN profile_of`);
  }
}
