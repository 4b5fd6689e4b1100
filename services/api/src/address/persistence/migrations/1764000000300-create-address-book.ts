import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAddressBook1764000000300 implements MigrationInterface {
  name = 'CreateAddressBook1764000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE member_address (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
      name text NOT NULL,
      recipient text NOT NULL,
      phone text NOT NULL,
      postal_code text NOT NULL,
      address1 text NOT NULL,
      address2 text,
      memo text,
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX member_address_member_idx ON member_address (member_id)`);
    // At most one default per member, even under concurrent edits.
    await q.query(
      `CREATE UNIQUE INDEX member_address_default_key ON member_address (member_id) WHERE is_default`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE member_address`);
  }
}
