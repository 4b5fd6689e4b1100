import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #34, the console queue: the orders projection (version 4) also writes the inbound tracking
 * number and when the order entered its stage (days in stage, the overdue flag). The queue's search
 * finds any part of an order or inbound tracking number: trigram indexes (pg_trgm, TrigramSearch)
 * serve `ILIKE '%…%'`, which a b-tree cannot. Rows projected before stay readable: the api reads
 * them whole until the worker's version-4 rebuild replaces them (isListRowComplete).
 */
export class QueueColumns1764600034300 implements MigrationInterface {
  name = 'QueueColumns1764600034300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE read_models.orders
      ADD COLUMN IF NOT EXISTS inbound_tracking_number text,
      ADD COLUMN IF NOT EXISTS stage_since timestamptz`);
    await q.query(`CREATE INDEX IF NOT EXISTS orders_number_trgm_idx ON read_models.orders
      USING gin (order_number public.gin_trgm_ops) WHERE status <> 'TEMP_SAVED'`);
    await q.query(`CREATE INDEX IF NOT EXISTS orders_inbound_tracking_trgm_idx ON read_models.orders
      USING gin (inbound_tracking_number public.gin_trgm_ops) WHERE status <> 'TEMP_SAVED'`);
    // The outbound tracking number is matched whole (= ANY(tracking_numbers)).
    await q.query(`CREATE INDEX IF NOT EXISTS orders_tracking_numbers_idx ON read_models.orders
      USING gin (tracking_numbers) WHERE status <> 'TEMP_SAVED'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS read_models.orders_tracking_numbers_idx`);
    await q.query(`DROP INDEX IF EXISTS read_models.orders_inbound_tracking_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS read_models.orders_number_trgm_idx`);
    await q.query(`ALTER TABLE read_models.orders DROP COLUMN IF EXISTS stage_since,
      DROP COLUMN IF EXISTS inbound_tracking_number`);
  }
}
