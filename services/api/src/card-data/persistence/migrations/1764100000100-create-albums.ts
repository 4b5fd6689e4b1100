import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAlbums1764100000100 implements MigrationInterface {
  name = 'CreateAlbums1764100000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE card_album (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      is_public boolean NOT NULL DEFAULT false,
      cover_certification_number text,
      like_count integer NOT NULL DEFAULT 0,
      published_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX card_album_member_idx ON card_album (member_id, created_at DESC)`);
    // Gallery sorts: newest first, most liked first; only public albums are listed.
    await q.query(`CREATE INDEX card_album_newest_idx ON card_album (published_at DESC, id) WHERE is_public`);
    await q.query(
      `CREATE INDEX card_album_liked_idx ON card_album (like_count DESC, published_at DESC, id) WHERE is_public`,
    );
    await q.query(`CREATE TABLE card_album_card (
      album_id uuid NOT NULL REFERENCES card_album (id) ON DELETE CASCADE,
      certification_number text NOT NULL,
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (album_id, certification_number)
    )`);
    await q.query(`CREATE TABLE card_album_like (
      album_id uuid NOT NULL REFERENCES card_album (id) ON DELETE CASCADE,
      member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (album_id, member_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE card_album_like`);
    await q.query(`DROP TABLE card_album_card`);
    await q.query(`DROP TABLE card_album`);
  }
}
