import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOrderNotification1764000013100 implements MigrationInterface {
  name = 'CreateOrderNotification1764000013100';

  async up(q: QueryRunner): Promise<void> {
    // Written by the worker's order-notifications subscription in its checkpoint transaction: one row
    // per (event, channel) makes a redelivered event send nothing twice; the order detail lists them.
    await q.query(`CREATE TABLE order_notification (
      event_id uuid NOT NULL,
      channel text NOT NULL CHECK (channel IN ('MAIL', 'SMS')),
      order_id text NOT NULL,
      member_id text NOT NULL,
      kind text NOT NULL,
      language text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (event_id, channel)
    )`);
    await q.query(`CREATE INDEX order_notification_order_idx ON order_notification (order_id, sent_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_notification`);
  }
}
