import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Spec §3: a representative image may be an uploaded photo instead of a card's photo. */
export class AlbumCoverUpload1764100000300 implements MigrationInterface {
  name = 'AlbumCoverUpload1764100000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE card_album ADD COLUMN cover_upload_id uuid REFERENCES upload (id) ON DELETE SET NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE card_album DROP COLUMN cover_upload_id`);
  }
}
