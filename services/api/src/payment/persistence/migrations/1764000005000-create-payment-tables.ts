import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePaymentTables1764000005000 implements MigrationInterface {
  name = 'CreatePaymentTables1764000005000';

  async up(q: QueryRunner): Promise<void> {
    // What the provider gave us per order; Toss's virtual-account `secret` authenticates its deposits.
    await q.query(`CREATE TABLE payment_attempt (
      order_id uuid NOT NULL,
      payment_key text NOT NULL,
      provider text NOT NULL,
      method text NOT NULL,
      amount bigint NOT NULL,
      secret text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, payment_key)
    )`);
    // Money that arrived and could not be booked on its order: operators see and settle these.
    await q.query(`CREATE TABLE payment_flag (
      id bigserial PRIMARY KEY,
      provider text NOT NULL,
      transaction_key text NOT NULL,
      order_id text NOT NULL,
      payment_key text NOT NULL,
      kind text NOT NULL,
      amount bigint NOT NULL,
      expected_amount bigint,
      order_status text,
      refund_status text NOT NULL,
      refund_detail text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider, transaction_key)
    )`);
    await q.query(`CREATE INDEX payment_flag_open_idx ON payment_flag (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_flag`);
    await q.query(`DROP TABLE payment_attempt`);
  }
}
