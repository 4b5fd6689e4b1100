import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lists read only what they show (docs/performance.md): the orders projection (version 3) also
 * writes the order type, the first payment's and the cards' arrival time, the action view the
 * allowed actions come from, and the tracking numbers the console searches. Rows projected before
 * stay readable: their action view is null until the worker's version-3 rebuild replaces them, and
 * the api derives the columns from their state meanwhile (orderRowFromDb).
 * Indexes: the member list's counts read the tabs from its index; the console queue's default view
 * (oldest change first) and its stage filter are keyset pages over their own partial indexes, and
 * its counts per stage and status read orders_queue_idx alone (it carries the status).
 */
export class OrderListColumns1764100000600 implements MigrationInterface {
  name = 'OrderListColumns1764100000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE read_models.orders
      ADD COLUMN IF NOT EXISTS order_type text,
      ADD COLUMN IF NOT EXISTS paid_at timestamptz,
      ADD COLUMN IF NOT EXISTS cards_received_at timestamptz,
      ADD COLUMN IF NOT EXISTS action_view jsonb,
      ADD COLUMN IF NOT EXISTS tracking_numbers text[] NOT NULL DEFAULT '{}'`);
    await q.query(`DROP INDEX IF EXISTS read_models.orders_member_list_idx`);
    await q.query(`CREATE INDEX orders_member_list_idx ON read_models.orders
      (member_id, placed_at DESC, order_id) INCLUDE (tabs) WHERE status <> 'TEMP_SAVED'`);
    await q.query(`DROP INDEX IF EXISTS read_models.orders_queue_idx`);
    await q.query(`CREATE INDEX orders_queue_idx ON read_models.orders
      (display_stage, processing_status, updated_at) INCLUDE (status)`);
    await q.query(`CREATE INDEX IF NOT EXISTS orders_queue_updated_idx ON read_models.orders
      (updated_at, order_id) WHERE status <> 'TEMP_SAVED'`);
    await q.query(`CREATE INDEX IF NOT EXISTS orders_queue_stage_idx ON read_models.orders
      (display_stage, updated_at, order_id) WHERE status <> 'TEMP_SAVED'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS read_models.orders_queue_stage_idx`);
    await q.query(`DROP INDEX IF EXISTS read_models.orders_queue_updated_idx`);
    await q.query(`DROP INDEX IF EXISTS read_models.orders_queue_idx`);
    await q.query(`CREATE INDEX orders_queue_idx ON read_models.orders
      (display_stage, processing_status, updated_at)`);
    await q.query(`DROP INDEX IF EXISTS read_models.orders_member_list_idx`);
    await q.query(`CREATE INDEX orders_member_list_idx ON read_models.orders
      (member_id, placed_at DESC, order_id) WHERE status <> 'TEMP_SAVED'`);
    await q.query(`ALTER TABLE read_models.orders DROP COLUMN IF EXISTS tracking_numbers,
      DROP COLUMN IF EXISTS action_view, DROP COLUMN IF EXISTS cards_received_at,
      DROP COLUMN IF EXISTS paid_at, DROP COLUMN IF EXISTS order_type`);
  }
}
