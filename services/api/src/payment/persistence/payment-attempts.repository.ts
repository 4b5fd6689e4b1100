import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class PaymentAttemptsRepository {
  constructor(private readonly db: DataSource) {}

  async record(a: {
    orderId: string;
    paymentKey: string;
    provider: string;
    method: string;
    amount: number;
    secret: string | null;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO payment_attempt (order_id, payment_key, provider, method, amount, secret)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id, payment_key) DO NOTHING`,
      [a.orderId, a.paymentKey, a.provider, a.method, a.amount, a.secret],
    );
  }

  /** The secret saved when the order's virtual account was issued (Toss deposit callbacks). */
  async secretOf(orderId: string): Promise<string | null> {
    if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
    const rows: { secret: string | null }[] = await this.db.query(
      `SELECT secret FROM payment_attempt WHERE order_id = $1 AND secret IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
      [orderId],
    );
    return rows[0]?.secret ?? null;
  }
}
