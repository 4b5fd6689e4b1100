import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #31: the deadline sweeper pages the unpaid card orders by placing time. */
export class UnpaidOrdersIndex1764300031200 implements MigrationInterface {
  name = 'UnpaidOrdersIndex1764300031200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS orders_unpaid_idx ON read_models.orders (placed_at, order_id)
      WHERE status IN ('SAVED', 'PAYMENT_FAILED')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS read_models.orders_unpaid_idx`);
  }
}
