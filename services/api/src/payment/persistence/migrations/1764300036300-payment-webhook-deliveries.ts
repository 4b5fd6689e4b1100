import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #36: PortOne signs each webhook delivery with its own `webhook-id` (Standard Webhooks). A
 * delivery id is taken once: a captured request replayed inside the timestamp window is refused
 * (401). A delivery whose booking failed is let go, so the provider's retry of it gets through.
 */
export class PaymentWebhookDeliveries1764300036300 implements MigrationInterface {
  name = 'PaymentWebhookDeliveries1764300036300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_webhook_delivery (
        provider text NOT NULL,
        delivery_id text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, delivery_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_webhook_delivery`);
  }
}
