import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@slabworks/read-models';

// Outside any projection schema on purpose: a projection rebuild must not forget what was sent.
const DDL = `CREATE TABLE IF NOT EXISTS public.payment_refund_dispatch (
  order_id text NOT NULL,
  refund_id text NOT NULL,
  outcome text NOT NULL,
  detail text,
  dispatched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, refund_id)
)`;

export async function ensureRefundDispatchLog(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended('payment_refund_dispatch', 0))`);
    await client.query(DDL);
  });
}

export async function wasDispatched(
  db: PoolClient | Pool,
  orderId: string,
  refundId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM public.payment_refund_dispatch WHERE order_id = $1 AND refund_id = $2`,
    [orderId, refundId],
  );
  return (rowCount ?? 0) > 0;
}

export async function recordDispatch(
  db: PoolClient | Pool,
  orderId: string,
  refundId: string,
  outcome: 'REFUNDED' | 'ACCOUNT_REJECTED',
  detail: string,
): Promise<void> {
  await db.query(
    `INSERT INTO public.payment_refund_dispatch (order_id, refund_id, outcome, detail) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id, refund_id) DO NOTHING`,
    [orderId, refundId, outcome, detail],
  );
}
