import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

const UNDEFINED_TABLE = '42P01';
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

  /**
   * The orders holding coupons, as the wallet shows them: `HELD` while the order awaits payment
   * (or is not projected yet), `SPENT` once paid; cancelled and expired orders are left out (they
   * gave their coupons back).
   */
  async holders(
    orderIds: readonly string[],
  ): Promise<Map<string, { orderNumber: string | null; hold: 'HELD' | 'SPENT' }>> {
    const holders = new Map<string, { orderNumber: string | null; hold: 'HELD' | 'SPENT' }>();
    if (orderIds.length === 0) return holders;
    for (const id of orderIds) holders.set(id, { orderNumber: null, hold: 'HELD' });
    try {
      const rows: {
        order_id: string;
        order_number: string | null;
        status: string;
        display_stage: string | null;
      }[] = await this.dataSource.query(
        `SELECT order_id, order_number, status, display_stage FROM read_models.orders WHERE order_id = ANY($1)`,
        [orderIds],
      );
      for (const row of rows) {
        if (row.display_stage === 'CANCELLED') holders.delete(row.order_id);
        else
          holders.set(row.order_id, {
            orderNumber: row.order_number,
            hold: UNPAID.has(row.status) ? 'HELD' : 'SPENT',
          });
      }
    } catch (error) {
      if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
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
