import { Injectable } from '@nestjs/common';
import { cancelledOrderIds, orderSummaries } from '@slabworks/read-models';
import { DataSource, type EntityManager } from 'typeorm';

// An order in these statuses holds its coupon without having paid for it.
const UNPAID = new Set(['SAVED', 'PAYMENT_FAILED', 'WAITING_FOR_DEPOSIT', 'TEMP_SAVED']);

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
  cancelled(orderIds: readonly string[]): Promise<Set<string>> {
    return cancelledOrderIds(this.dataSource, orderIds);
  }

  /**
   * The orders holding coupons, as the wallet shows them: `HELD` while the order awaits payment
   * (or is not projected yet), `SPENT` once paid; cancelled and expired orders are left out (they
   * gave their coupons back).
   */
  async holders(
    orderIds: readonly string[],
  ): Promise<Map<string, { orderNumber: string | null; hold: 'HELD' | 'SPENT' }>> {
    const holders = new Map<string, { orderNumber: string | null; hold: 'HELD' | 'SPENT' }>();
    for (const id of orderIds) holders.set(id, { orderNumber: null, hold: 'HELD' });
    for (const order of await orderSummaries(this.dataSource, orderIds)) {
      if (order.displayStage === 'CANCELLED') holders.delete(order.orderId);
      else
        holders.set(order.orderId, {
          orderNumber: order.orderNumber,
          hold: UNPAID.has(order.status) ? 'HELD' : 'SPENT',
        });
    }
    return holders;
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
