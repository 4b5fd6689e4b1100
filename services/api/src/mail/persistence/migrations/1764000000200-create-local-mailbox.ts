import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLocalMailbox1764000000200 implements MigrationInterface {
  name = 'CreateLocalMailbox1764000000200';

  async up(q: QueryRunner): Promise<void> {
    // Mail and SMS that the embedded default "sends": read back at /api/dev/mailbox outside production.
    await q.query(`CREATE TABLE local_mailbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      channel text NOT NULL CHECK (channel IN ('MAIL', 'SMS')),
      recipient text NOT NULL,
      subject text,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX local_mailbox_recipient_idx ON local_mailbox (recipient, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE local_mailbox`);
  }
}
