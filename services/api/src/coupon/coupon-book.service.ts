import { HttpStatus, Injectable } from '@nestjs/common';
import {
  couponDiscountOf,
  couponRefusal,
  couponWalletTab,
  daysToExpiry,
  normalizeCouponCode,
  type CouponDiscount,
  type Currency,
  type SubmitType,
} from '@slabworks/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiException } from '../errors';
import { CouponUses } from './coupon-uses';
import { COUPON_COLUMNS, couponTermsView, termsOf, type CouponRow } from './persistence/coupon.row';

interface HeldCoupon extends CouponRow {
  member_coupon_id: string;
  registered_at: Date;
  order_id: string | null;
  used_at: Date | null;
}

export interface CouponOrder {
  submitType: SubmitType;
  currency: Currency;
}

const refused = (code: string, params: Record<string, unknown> = {}) =>
  new ApiException(HttpStatus.BAD_REQUEST, code, params);

export const vipRefusal = () => refused('PRICING.VIP_COUPON_NOT_ALLOWED');

const HELD_SQL = `SELECT ${COUPON_COLUMNS}, mc.id AS member_coupon_id, mc.registered_at, mc.order_id, mc.used_at
  FROM member_coupons mc JOIN coupons c ON c.id = mc.coupon_id`;

/**
 * A member's coupons: register a code, list them by tab, check them for a cart, spend them on an
 * order exactly once. The rules themselves are libs/domain's (couponRefusal, couponWalletTab).
 */
@Injectable()
export class CouponBook {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uses: CouponUses,
  ) {}

  async list(memberId: string, now: Date) {
    const held: HeldCoupon[] = await this.dataSource.query(
      `${HELD_SQL} WHERE mc.member_id = $1 ORDER BY c.valid_until, mc.registered_at DESC`,
      [memberId],
    );
    const counts = await this.uses.liveCounts([...new Set(held.map((h) => h.id))]);
    const holders = await this.uses.holders(held.flatMap((h) => (h.order_id ? [h.order_id] : [])));
    return held.map((h) => {
      const holder = h.order_id ? holders.get(h.order_id) : undefined;
      const usedByMember = holder !== undefined;
      const use = { now: now.toISOString(), usedCount: counts.get(h.id) ?? 0, usedByMember };
      return {
        ...couponTermsView(h),
        tab: couponWalletTab(termsOf(h), use),
        daysToExpiry: daysToExpiry(h.valid_until.toISOString(), use.now),
        registeredAt: h.registered_at.toISOString(),
        usedOrderId: usedByMember ? h.order_id : null,
        usedAt: usedByMember && h.used_at ? h.used_at.toISOString() : null,
        // Issue #31: HELD while the holding order awaits payment ("held for G…"), SPENT once it is paid.
        hold: holder?.hold ?? null,
        usedOrderNumber: holder?.orderNumber ?? null,
      };
    });
  }

  /** Spec §5: the code is required and valid; VIP accounts cannot register coupons. */
  async register(memberId: string, isVip: boolean, rawCode: string, now: Date) {
    if (isVip) throw vipRefusal();
    const code = normalizeCouponCode(rawCode);
    return this.dataSource.transaction(async (manager) => {
      const [coupon]: CouponRow[] = await manager.query(
        `SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.code = $1 FOR SHARE`,
        [code],
      );
      if (!coupon) throw refused('COUPON.INVALID_CODE', { code });
      await this.add(manager, coupon, memberId, now, null);
      return couponTermsView(coupon);
    });
  }

  /** Registers the coupon for the member (the member typed its code, or ADMIN issued it). */
  async add(manager: EntityManager, coupon: CouponRow, memberId: string, now: Date, issuedBy: string | null) {
    const [mine]: { order_id: string | null }[] = await manager.query(
      `SELECT order_id FROM member_coupons WHERE coupon_id = $1 AND member_id = $2`,
      [coupon.id, memberId],
    );
    if (mine)
      throw refused(mine.order_id ? 'COUPON.ALREADY_USED' : 'COUPON.ALREADY_REGISTERED', {
        code: coupon.code,
      });
    const counts = await this.uses.liveCounts([coupon.id], manager);
    const refusal = couponRefusal(termsOf(coupon), {
      now: now.toISOString(),
      usedCount: counts.get(coupon.id) ?? 0,
      usedByMember: false,
    });
    if (refusal) throw refused(refusal, { code: coupon.code });
    // Two registrations at once: the unique (coupon, member) key lets one in, the other does nothing.
    const inserted: unknown[] = await manager.query(
      `INSERT INTO member_coupons (coupon_id, member_id, issued_by) VALUES ($1, $2, $3)
       ON CONFLICT (coupon_id, member_id) DO NOTHING RETURNING id`,
      [coupon.id, memberId, issuedBy],
    );
    if (inserted.length === 0) throw refused('COUPON.ALREADY_REGISTERED', { code: coupon.code });
  }

  /**
   * The member's chosen coupons as pricing applies them, each checked for this cart (a quote: no lock,
   * nothing held). `orderId` is the order being placed: its own hold does not count as "used".
   */
  async discountsFor(
    memberId: string,
    couponIds: readonly string[],
    order: CouponOrder,
    now: Date,
    orderId: string | null = null,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<CouponDiscount[]> {
    if (couponIds.length === 0) return [];
    const held: HeldCoupon[] = await manager.query(
      `${HELD_SQL} WHERE mc.member_id = $1 AND mc.coupon_id::text = ANY($2) ORDER BY mc.id
       ${lock ? 'FOR UPDATE OF mc, c' : ''}`,
      [memberId, couponIds],
    );
    const byId = new Map(held.map((h) => [h.id, h]));
    const live = await this.uses.live([...byId.keys()], manager);
    return couponIds.map((couponId) => {
      const coupon = byId.get(couponId);
      if (!coupon) throw refused('COUPON.NOT_REGISTERED', { couponId });
      const others = live.filter((use) => use.couponId === couponId && use.orderId !== orderId);
      const refusal = couponRefusal(termsOf(coupon), {
        now: now.toISOString(),
        usedCount: others.length,
        usedByMember: others.some((use) => use.memberId === memberId),
        order,
      });
      if (refusal) throw refused(refusal, { code: coupon.code });
      return couponDiscountOf(couponId, termsOf(coupon), order.currency);
    });
  }

  /**
   * Holds the coupons for the order being placed, inside the placing's reservation transaction: the
   * member's coupon rows and the coupons are locked (FOR UPDATE, in id order, so concurrent orders
   * queue instead of deadlocking), checked again, then marked with the order id. A retry for the same
   * order finds its own hold and passes. The hold is spent by the order's PaymentCompleted and given
   * back when the order is cancelled or expires (CouponUses), or is never placed (order_placement).
   */
  async hold(
    manager: EntityManager,
    memberId: string,
    orderId: string,
    couponIds: readonly string[],
    order: CouponOrder,
    now: Date,
  ): Promise<void> {
    if (couponIds.length === 0) return;
    await this.discountsFor(memberId, couponIds, order, now, orderId, manager, true);
    await manager.query(
      `UPDATE member_coupons SET order_id = $3, used_at = $4
        WHERE member_id = $1 AND coupon_id::text = ANY($2) AND order_id IS DISTINCT FROM $3`,
      [memberId, couponIds, orderId, now],
    );
  }
}
