import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@slabworks/event-store';
import { settlePlacement, type PlacementOutcome } from '@slabworks/order-commands';
import { DataSource } from 'typeorm';
import { CouponBook, type CouponOrder } from '../../coupon';
import { ApiException } from '../../errors';
import { EVENT_STORE } from '../../event-store';
import { PhotoAttachments } from '../../upload';

export interface PlacementReservation {
  orderId: string;
  commandId: string;
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

  /** One transaction: either every hold is taken with its reservation row, or none is. */
  async reserve(r: PlacementReservation): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO order_placement (order_id, command_id, member_id, reserved_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (order_id, command_id) DO NOTHING`,
        [r.orderId, r.commandId, r.memberId, r.at],
      );
      await this.coupons.hold(manager, r.memberId, r.orderId, r.couponIds, r.coupon, r.at);
      const taken = await this.photos.holdForPlacing(manager, r.memberId, r.photos, r.orderId, r.at);
      if (taken.length) throw ApiException.validation(taken.map((p) => ({ ...p, params: p.params ?? {} })));
    });
  }

  /** After the placing's command, however it ended: confirmed by OrderPlaced, or given back. */
  settle(orderId: string, commandId: string): Promise<PlacementOutcome> {
    return settlePlacement((text, params) => this.dataSource.query(text, params), this.store, {
      orderId,
      commandId,
    });
  }
}
