import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@slabworks/event-store';
import {
  placementConfirmation,
  type CarriedCtes,
  settlePlacement,
  type PlacedHolds,
  type PlacementOutcome,
} from '@slabworks/order-commands';
import { DataSource } from 'typeorm';
import { CouponBook, type CouponOrder } from '../../coupon';
import { ApiException } from '../../errors';
import { EVENT_STORE } from '../../event-store';
import { PhotoAttachments, photoHoldSql, wantedPhotoIds, type PhotoHoldRow } from '../../upload';
import { takeOrderNumber } from '../numbering/take-order-number';

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
   * with each other. Without coupons the photos are held in that same statement (committed with the
   * row, so given back with it as well): one round trip instead of two (issue #38). Like the number,
   * the row and the photos commit without their flush: the append's commit after them carries all
   * to disk, and a crash that loses them loses no order. Refused (photoInUse) when a photo is taken.
   * The day's number row stays locked while the photos' rows are taken: only the same member's
   * placings of the same photos contend for those, each a single short statement.
   */
  async reserveNumbered(now: string, r: PlacementReservation & { commandId: string }): Promise<string> {
    const number = takeOrderNumber(now, 5);
    const row = [r.orderId, r.commandId, r.memberId, r.at, number.day];
    const reserved = `reserved AS (
         INSERT INTO order_placement (order_id, command_id, member_id, reserved_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (order_id, command_id) DO NOTHING)`;
    const photos = wantedPhotoIds(r.photos);
    if (r.couponIds.length || !photos.length) {
      const rows: Array<{ last_value: string }> = await this.dataSource.query(
        `WITH ${reserved} ${number.sql}`,
        row,
      );
      return number.format(rows);
    }
    const hold = photoHoldSql(photos, r.memberId, r.orderId, r.at, [], row.length + 1);
    const [answer]: Array<{ last_value: string; photos: PhotoHoldRow[] }> = await this.dataSource.query(
      `WITH ${reserved}, numbered AS (${number.sql}), ${hold.ctes}
       SELECT (SELECT last_value FROM numbered) AS last_value,
              (SELECT coalesce(json_agg(hold), '[]'::json) FROM (${hold.select}) hold) AS photos`,
      [...row, ...hold.params],
    );
    const taken = await this.photos.finishHold(
      this.dataSource.manager,
      r.memberId,
      r.photos,
      r.orderId,
      r.at,
      answer!.photos,
    );
    if (taken.length) throw ApiException.validation(taken.map((p) => ({ ...p, params: p.params ?? {} })));
    return number.format([answer!]);
  }

  /**
   * With coupons, the coupons and photos, under the reservation row `reserveNumbered` wrote (which
   * holds the photos itself when there are no coupons). Coupons take theirs in a transaction,
   * because their usage limits are checked under row locks.
   */
  async hold(r: PlacementReservation): Promise<void> {
    if (!r.couponIds.length) return;
    const taken = await this.dataSource.transaction(async (manager) => {
      await this.coupons.hold(manager, r.memberId, r.orderId, r.couponIds, r.coupon, r.at);
      return this.photos.holdForPlacing(manager, r.memberId, r.photos, r.orderId, r.at);
    });
    if (taken.length) throw ApiException.validation(taken.map((p) => ({ ...p, params: p.params ?? {} })));
  }

  /** After the placing's command, however it ended: confirmed by OrderPlaced, or given back. */
  settle(orderId: string, commandId: string): Promise<PlacementOutcome> {
    return settlePlacement(this.sql, this.store, { orderId, commandId });
  }

  /**
   * After a placing whose folded state holds OrderPlaced: the writes that confirm what it names (no
   * stream read), for the statement that stores the placing's answer to carry.
   */
  confirmation(orderId: string, holds: PlacedHolds): CarriedCtes {
    return placementConfirmation(orderId, holds);
  }

  private readonly sql = <Row>(text: string, params: unknown[]): Promise<Row[]> =>
    this.dataSource.query(text, params);
}
