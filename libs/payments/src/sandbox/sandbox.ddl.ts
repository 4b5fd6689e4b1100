import type { Pool } from 'pg';

// The sandbox stands in for a PG's own ledger, so it keeps its books apart from ours (own schema).
const DDL = `
CREATE SCHEMA IF NOT EXISTS payment_sandbox;
CREATE TABLE IF NOT EXISTS payment_sandbox.payments (
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
);
CREATE TABLE IF NOT EXISTS payment_sandbox.deposits (
  transaction_key text PRIMARY KEY,
  payment_key text NOT NULL REFERENCES payment_sandbox.payments,
  amount bigint NOT NULL,
  depositor jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS payment_sandbox.cancels (
  idempotency_key text PRIMARY KEY,
  payment_key text NOT NULL REFERENCES payment_sandbox.payments,
  amount bigint NOT NULL,
  outcome text NOT NULL,
  transaction_key text NOT NULL,
  refund_account jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);`;

const ensured = new WeakSet<Pool>();

/** Idempotent; an advisory lock keeps the api and the worker from racing on CREATE at first start. */
export async function ensureSandboxSchema(pool: Pool): Promise<void> {
  if (ensured.has(pool)) return;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('payment_sandbox', 0))`);
    await client.query(DDL);
    await client.query('COMMIT');
    ensured.add(pool);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
