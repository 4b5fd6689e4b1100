import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox provider's books. It stands in for a PG's own ledger, so it keeps them apart from ours
 * (own schema). The provider created them on first use until this migration, hence IF NOT EXISTS.
 */
export class PaymentSandbox1764000005200 implements MigrationInterface {
  name = 'PaymentSandbox1764000005200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS payment_sandbox`);
    await q.query(`CREATE TABLE IF NOT EXISTS payment_sandbox.payments (
      payment_key text PRIMARY KEY,
      idempotency_key text NOT NULL UNIQUE,
      order_id text NOT NULL,
      method text NOT NULL,
      amount bigint NOT NULL,
      status text NOT NULL,
      balance bigint NOT NULL,
      bank text,
      account_number text UNIQUE,
      holder_name text,
      due_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE IF NOT EXISTS payment_sandbox.deposits (
      transaction_key text PRIMARY KEY,
      payment_key text NOT NULL REFERENCES payment_sandbox.payments,
      amount bigint NOT NULL,
      depositor jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE IF NOT EXISTS payment_sandbox.cancels (
      idempotency_key text PRIMARY KEY,
      payment_key text NOT NULL REFERENCES payment_sandbox.payments,
      amount bigint NOT NULL,
      outcome text NOT NULL,
      transaction_key text NOT NULL,
      refund_account jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA payment_sandbox CASCADE`);
  }
}
