import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@slabworks/event-store';
import {
  confirmPlacement,
  settlePlacement,
  type PlacedHolds,
  type PlacementOutcome,
} from '@slabworks/order-commands';
import { DataSource, type EntityManager } from 'typeorm';
import { CouponBook, type CouponOrder } from '../../coupon';
import { ApiException } from '../../errors';
import { EVENT_STORE } from '../../event-store';
import { PhotoAttachments } from '../../upload';
import { takeOrderNumber } from '../numbering/take-order-number';

/** The reservation row: one per (order, placing command). */
export interface PlacementRow {
  orderId: string;
  commandId: string;
  memberId: string;
  at: Date;
}

/** What a placing holds for its order. */
export interface PlacementReservation {
  orderId: string;
  memberId: string;
  couponIds: readonly string[];
  coupon: CouponOrder;
  photos: readonly string[];
  at: Date;
}

/**
 * The writes placing needs besides its event (coupon and photo holds), made all at once under a
 * reservation row the OrderPlaced event confirms (libs/order-commands `settlePlacement`). Nothing
 * else is undone by hand: a placing that fails settles its own reservation, one that crashed is
 * settled by the worker's sweep.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    private readonly dataSource: DataSource,
    private readonly coupons: CouponBook,
    private readonly photos: PhotoAttachments,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * The reservation row, written with the order's number in one statement (both are taken while the
   * placing's checks run): every hold taken after it is one the row's settling gives back (the api's
   * own settle after a refusal, else the sweep), so neither the row nor the holds need a transaction
   * with each other. Like the number, the row commits without its flush: the holds' commit after it
   * carries both to disk, and a crash that loses them loses no hold (issue #38).
   */
  async reserveNumbered(now: string, r: PlacementRow): Promise<string> {
    const number = takeOrderNumber(now, 5);
    const rows: Array<{ last_value: string }> = await this.dataSource.query(
      `WITH reserved AS (
         INSERT INTO order_placement (order_id, command_id, member_id, reserved_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (order_id, command_id) DO NOTHING)
       ${number.sql}`,
      [r.orderId, r.commandId, r.memberId, r.at, number.day],
    );
    return number.format(rows);
  }

  /**
   * The coupons and photos, under the reservation row `reserveNumbered` wrote. Coupons take theirs in
   * a transaction, because their usage limits are checked under row locks.
   */
  async hold(r: PlacementReservation): Promise<void> {
    const holdPhotos = (manager: EntityManager) =>
      this.photos.holdForPlacing(manager, r.memberId, r.photos, r.orderId, r.at);
    const taken = r.couponIds.length
      ? await this.dataSource.transaction(async (manager) => {
          await this.coupons.hold(manager, r.memberId, r.orderId, r.couponIds, r.coupon, r.at);
          return holdPhotos(manager);
        })
      : await holdPhotos(this.dataSource.manager);
    if (taken.length) throw ApiException.validation(taken.map((p) => ({ ...p, params: p.params ?? {} })));
  }

  /** After the placing's command, however it ended: confirmed by OrderPlaced, or given back. */
  settle(orderId: string, commandId: string): Promise<PlacementOutcome> {
    return settlePlacement(this.sql, this.store, { orderId, commandId });
  }

  /** After a placing whose folded state holds OrderPlaced: confirms what it names, no stream read. */
  confirm(orderId: string, holds: PlacedHolds): Promise<void> {
    return confirmPlacement(this.sql, orderId, holds);
  }

  private readonly sql = <Row>(text: string, params: unknown[]): Promise<Row[]> =>
    this.dataSource.query(text, params);
}
