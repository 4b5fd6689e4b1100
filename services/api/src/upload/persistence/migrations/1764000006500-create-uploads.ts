import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUploads1764000006500 implements MigrationInterface {
  name = 'CreateUploads1764000006500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE upload (
      id uuid PRIMARY KEY,
      member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
      photo_key text NOT NULL,
      thumbnail_key text NOT NULL,
      content_type text NOT NULL,
      original_bytes integer NOT NULL,
      photo_bytes integer NOT NULL,
      thumbnail_bytes integer NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      order_id uuid,
      attached_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX upload_member_idx ON upload (member_id)`);
    // The worker's cleanup reads only photos never attached, oldest first.
    await q.query(`CREATE INDEX upload_unattached_idx ON upload (created_at) WHERE order_id IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE upload`);
  }
}
