import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { displayNameSql } from '../../member';

export type PaymentFlagKind =
  'AMOUNT_MISMATCH' | 'LATE_DEPOSIT' | 'DUPLICATE_DEPOSIT' | 'UNKNOWN_ORDER' | 'UNBOOKED_CHARGE';
export type FlagRefundStatus = 'NOT_REFUNDED' | 'REFUNDED' | 'NEEDS_ACCOUNT' | 'REFUND_FAILED';

export interface PaymentFlag {
  id: number;
  provider: string;
  transactionKey: string;
  orderId: string;
  paymentKey: string;
  kind: PaymentFlagKind;
  amount: number;
  expectedAmount: number | null;
  orderStatus: string | null;
  refundStatus: FlagRefundStatus;
  refundDetail: string | null;
  createdAt: string;
  /** Set when an operator closed the flag: what was done, who, when. */
  resolvedAt: string | null;
  resolvedBy: string | null;
  /** The staff member's display name (else nickname or e-mail): what the order screen shows, not an id. */
  resolvedByName: string | null;
  /** Their role, shown beside the name ("Kim Anna (Operator)"). */
  resolvedByRole: string | null;
  resolution: string | null;
}

// Every read names who resolved the flag, as every staff screen names a person (displayNameSql).
const SELECT_FLAGS = `SELECT f.*, ${displayNameSql('m.')} AS resolved_by_name, m.role AS resolved_by_role
  FROM payment_flag f LEFT JOIN member m ON m.id = f.resolved_by`;

const fromRow = (r: Record<string, unknown>): PaymentFlag => ({
  id: Number(r.id),
  provider: r.provider as string,
  transactionKey: r.transaction_key as string,
  orderId: r.order_id as string,
  paymentKey: r.payment_key as string,
  kind: r.kind as PaymentFlagKind,
  amount: Number(r.amount),
  expectedAmount: r.expected_amount === null ? null : Number(r.expected_amount),
  orderStatus: r.order_status as string | null,
  refundStatus: r.refund_status as FlagRefundStatus,
  refundDetail: r.refund_detail as string | null,
  createdAt: new Date(r.created_at as string).toISOString(),
  resolvedAt: r.resolved_at ? new Date(r.resolved_at as string).toISOString() : null,
  resolvedBy: (r.resolved_by as string | null) ?? null,
  resolvedByName: (r.resolved_by_name as string | null) ?? null,
  resolvedByRole: (r.resolved_by_role as string | null) ?? null,
  resolution: (r.resolution as string | null) ?? null,
});

/** One flag per provider transaction: a redelivered webhook finds its flag instead of adding one. */
@Injectable()
export class PaymentFlagsRepository {
  constructor(private readonly db: DataSource) {}

  async raise(
    flag: Omit<
      PaymentFlag,
      | 'id'
      | 'createdAt'
      | 'refundStatus'
      | 'refundDetail'
      | 'resolvedAt'
      | 'resolvedBy'
      | 'resolvedByName'
      | 'resolvedByRole'
      | 'resolution'
    >,
  ): Promise<{ flag: PaymentFlag; created: boolean }> {
    const inserted: Record<string, unknown>[] = await this.db.query(
      `INSERT INTO payment_flag (provider, transaction_key, order_id, payment_key, kind, amount, expected_amount, order_status, refund_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'NOT_REFUNDED')
       ON CONFLICT (provider, transaction_key) DO NOTHING RETURNING *`,
      [
        flag.provider,
        flag.transactionKey,
        flag.orderId,
        flag.paymentKey,
        flag.kind,
        flag.amount,
        flag.expectedAmount,
        flag.orderStatus,
      ],
    );
    if (inserted[0]) return { flag: fromRow(inserted[0]), created: true };
    const rows: Record<string, unknown>[] = await this.db.query(
      `${SELECT_FLAGS} WHERE f.provider = $1 AND f.transaction_key = $2`,
      [flag.provider, flag.transactionKey],
    );
    return { flag: fromRow(rows[0]!), created: false };
  }

  async settle(id: number, refundStatus: FlagRefundStatus, detail: string | null): Promise<void> {
    await this.db.query(
      `UPDATE payment_flag SET refund_status = $2, refund_detail = $3, updated_at = now() WHERE id = $1`,
      [id, refundStatus, detail],
    );
  }

  async list(filter: { orderId?: string; open?: boolean } = {}, limit = 100): Promise<PaymentFlag[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.orderId) where.push(`f.order_id = $${params.push(filter.orderId)}`);
    if (filter.open !== undefined)
      where.push(filter.open ? 'f.resolved_at IS NULL' : 'f.resolved_at IS NOT NULL');
    const rows: Record<string, unknown>[] = await this.db.query(
      `${SELECT_FLAGS} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY f.created_at DESC, f.id DESC LIMIT $${params.push(limit)}`,
      params,
    );
    return rows.map(fromRow);
  }

  async byId(id: number): Promise<PaymentFlag | undefined> {
    const rows: Record<string, unknown>[] = await this.db.query(`${SELECT_FLAGS} WHERE f.id = $1`, [id]);
    return rows[0] ? fromRow(rows[0]) : undefined;
  }

  async forOrder(orderId: string): Promise<PaymentFlag[]> {
    const rows: Record<string, unknown>[] = await this.db.query(
      `${SELECT_FLAGS} WHERE f.order_id = $1 ORDER BY f.id`,
      [orderId],
    );
    return rows.map(fromRow);
  }
}
