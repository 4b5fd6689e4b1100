import type { Pool, PoolClient } from 'pg';

// public.payment_refund_dispatch: created by the RefundDispatchLog migration (libs/payments).

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
