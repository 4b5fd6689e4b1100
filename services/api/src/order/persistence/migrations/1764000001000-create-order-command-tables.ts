import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOrderCommandTables1764000001000 implements MigrationInterface {
  name = 'CreateOrderCommandTables1764000001000';

  async up(q: QueryRunner): Promise<void> {
    // One counter per Seoul calendar day; the row lock of the upsert serialises concurrent orders.
    await q.query(`CREATE TABLE order_number_sequence (
      day date PRIMARY KEY,
      last_value integer NOT NULL CHECK (last_value BETWEEN 1 AND 999999)
    )`);
    // A member's Idempotency-Key: the first request's hash and answer; retries get the same answer.
    await q.query(`CREATE TABLE order_idempotency_key (
      member_id text NOT NULL,
      key text NOT NULL,
      route text NOT NULL,
      request_hash text NOT NULL,
      command_id uuid NOT NULL,
      order_id uuid NOT NULL,
      status integer,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      PRIMARY KEY (member_id, key)
    )`);
    await q.query(`CREATE INDEX order_idempotency_key_created_idx ON order_idempotency_key (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_idempotency_key`);
    await q.query(`DROP TABLE order_number_sequence`);
  }
}
