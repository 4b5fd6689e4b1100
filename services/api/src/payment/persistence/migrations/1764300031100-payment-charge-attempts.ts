import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #31: one order, many payment attempts, one at a time. Each attempt has its own idempotency
 * key at the provider and its outcome; the partial unique index lets one attempt per order be
 * PENDING, so two payments racing on one order never both reach the provider.
 */
export class PaymentChargeAttempts1764300031100 implements MigrationInterface {
  name = 'PaymentChargeAttempts1764300031100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE payment_charge_attempt (
      attempt_id uuid PRIMARY KEY,
      order_id uuid NOT NULL,
      method text NOT NULL,
      idempotency_key text NOT NULL,
      outcome text NOT NULL DEFAULT 'PENDING',
      reason text,
      provider_code text,
      payment_key text,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    await q.query(
      `CREATE UNIQUE INDEX payment_charge_attempt_pending_idx ON payment_charge_attempt (order_id) WHERE outcome = 'PENDING'`,
    );
    await q.query(
      `CREATE INDEX payment_charge_attempt_order_idx ON payment_charge_attempt (order_id, started_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_charge_attempt`);
  }
}
