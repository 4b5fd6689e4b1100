import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the worker's refund dispatcher already sent to the provider, so a redelivered refund event
 * is never paid twice. Outside any projection schema on purpose: a projection rebuild must not
 * forget what was sent. The worker created it at start until this migration, hence IF NOT EXISTS.
 */
export class RefundDispatchLog1764000005300 implements MigrationInterface {
  name = 'RefundDispatchLog1764000005300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS public.payment_refund_dispatch (
      order_id text NOT NULL,
      refund_id text NOT NULL,
      outcome text NOT NULL,
      detail text,
      dispatched_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, refund_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE public.payment_refund_dispatch`);
  }
}
