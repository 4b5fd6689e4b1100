import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #31: each payment-window attempt has its own provider order id (Toss refuses a second
 * payment under one orderId), mapped back to its order and attempt on the window's return. A
 * window opened and not yet returned is `OPENED`, outside the one-PENDING-per-order index, so a
 * closed window never blocks the next attempt.
 */
export class PaymentAttemptProviderOrder1764300031200 implements MigrationInterface {
  name = 'PaymentAttemptProviderOrder1764300031200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_charge_attempt ADD COLUMN provider_order_id text`);
    await q.query(
      `CREATE UNIQUE INDEX payment_charge_attempt_provider_order_idx ON payment_charge_attempt (provider_order_id)`,
    );
    // Reconciliation reads attempts left without an answer (PENDING, UNAVAILABLE) by age.
    await q.query(
      `CREATE INDEX payment_charge_attempt_unsettled_idx ON payment_charge_attempt (started_at)
        WHERE outcome IN ('PENDING', 'UNAVAILABLE')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payment_charge_attempt_unsettled_idx`);
    await q.query(`DROP INDEX payment_charge_attempt_provider_order_idx`);
    await q.query(`ALTER TABLE payment_charge_attempt DROP COLUMN provider_order_id`);
  }
}
