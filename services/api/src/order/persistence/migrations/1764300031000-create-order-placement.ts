import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #31: placing holds coupons and photos under a reservation that the order's OrderPlaced
 * confirms and the worker's sweep gives back when the append never happened (docs/architecture.md,
 * "Placing an order"). `upload.placed_order_id` is the one placed order an upload belongs to;
 * `order_id` stays "attached" (kept from the cleanup, a draft's photos).
 */
export class CreateOrderPlacement1764300031000 implements MigrationInterface {
  name = 'CreateOrderPlacement1764300031000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE order_placement (
      order_id uuid NOT NULL,
      command_id uuid NOT NULL,
      member_id uuid NOT NULL,
      reserved_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, command_id)
    )`);
    await q.query(`CREATE INDEX order_placement_reserved_idx ON order_placement (reserved_at)`);
    await q.query(`ALTER TABLE upload ADD COLUMN placed_order_id uuid`);
    await q.query(
      `CREATE INDEX upload_placed_order_idx ON upload (placed_order_id) WHERE placed_order_id IS NOT NULL`,
    );
    // Uploads already attached to a placed order belong to it (before: the first attachment won).
    await q.query(`UPDATE upload u SET placed_order_id = u.order_id
                     FROM read_models.orders o
                    WHERE o.order_id = u.order_id::text AND o.status <> 'TEMP_SAVED'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE upload DROP COLUMN placed_order_id`);
    await q.query(`DROP TABLE order_placement`);
  }
}
