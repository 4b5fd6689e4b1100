import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

const UNDEFINED_TABLE = '42P01';

/**
 * Which orders hold a coupon right now. A member coupon is held by the order it was spent on until
 * that order is cancelled: cancelling is only allowed before work starts (docs/domain.md, stage
 * rules), so a cancelled order (display stage CANCELLED in the orders read model, whichever path
 * cancelled it: the member, an operator, an expired deposit) gives its coupons back.
 */
@Injectable()
export class CouponUses {
  constructor(private readonly dataSource: DataSource) {}

  /** The subset of these order ids that are cancelled (read on its own connection, never in a lock). */
  async cancelled(orderIds: readonly string[]): Promise<Set<string>> {
    if (orderIds.length === 0) return new Set();
    try {
      const rows: { order_id: string }[] = await this.dataSource.query(
        `SELECT order_id FROM read_models.orders WHERE order_id = ANY($1) AND display_stage = 'CANCELLED'`,
        [orderIds],
      );
      return new Set(rows.map((r) => r.order_id));
    } catch (error) {
      // Before the worker's first projection run there is no read model and no cancelled order.
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return new Set();
      throw error;
    }
  }

  /** Live uses per coupon: orders holding it that are not cancelled. */
  async liveCounts(couponIds: readonly string[], manager: EntityManager = this.dataSource.manager) {
    const counts = new Map<string, number>(couponIds.map((id) => [id, 0]));
    for (const use of await this.live(couponIds, manager))
      counts.set(use.couponId, (counts.get(use.couponId) ?? 0) + 1);
    return counts;
  }

  /** Every live use of these coupons, read in one statement (so the count and "mine" agree). */
  async live(couponIds: readonly string[], manager: EntityManager = this.dataSource.manager) {
    if (couponIds.length === 0) return [];
    const rows: { coupon_id: string; member_id: string; order_id: string }[] = await manager.query(
      `SELECT coupon_id, member_id, order_id FROM member_coupons WHERE coupon_id = ANY($1) AND order_id IS NOT NULL`,
      [couponIds],
    );
    const cancelled = await this.cancelled(rows.map((r) => r.order_id));
    return rows
      .filter((row) => !cancelled.has(row.order_id))
      .map((row) => ({ couponId: row.coupon_id, memberId: row.member_id, orderId: row.order_id }));
  }
}
