import { gradingOrderStream } from '@slabworks/domain';
import type { EventStore } from '@slabworks/event-store';

/** One SQL statement, answering its rows (TypeORM's `DataSource.query`, or a pg pool adapted to it). */
export type SqlQuery = <Row = Record<string, unknown>>(text: string, params: unknown[]) => Promise<Row[]>;

export type PlacementOutcome = 'CONFIRMED' | 'RELEASED' | 'KEPT';

/**
 * Placing an order holds coupons (`member_coupons.order_id`) and photos (`upload.placed_order_id`)
 * before its OrderPlaced is appended, under a reservation row per (order, command) in
 * `order_placement`. The append is the commit point: the event store, whichever adapter, is the only
 * witness that counts. Settling a reservation reads the order's stream: with OrderPlaced the holds
 * it names stay, any other hold on the order goes, and the rows go (confirmed); without it the row goes and, once no other reservation for
 * that order is left, the holds are given back. The api settles its own reservation right after a
 * placing (both outcomes); the worker's sweep settles what a crashed api left behind.
 */
export async function settlePlacement(
  sql: SqlQuery,
  store: EventStore,
  reservation: { orderId: string; commandId?: string; reservedBefore?: Date },
): Promise<PlacementOutcome> {
  const recorded = await store.read(gradingOrderStream(reservation.orderId));
  const placed = recorded.find((event) => event.type === 'OrderPlaced');
  if (placed) {
    const data = placed.data as { photos?: string[]; pricing?: { discount?: { couponIds?: string[] } } };
    await confirmPlacement(sql, reservation.orderId, {
      photos: data.photos ?? [],
      couponIds: data.pricing?.discount?.couponIds ?? [],
    });
    return 'CONFIRMED';
  }
  // A draft's own photos stay attached to the draft; those the placing attached go back to nobody.
  const isDraft = recorded.length > 0;
  const rows = await sql<{ released: boolean }>(
    `WITH gone AS (
       DELETE FROM order_placement
        WHERE order_id = $1
          AND ($2::uuid IS NULL OR command_id = $2)
          AND ($3::timestamptz IS NULL OR reserved_at <= $3)
       RETURNING command_id),
     still AS (SELECT 1 FROM order_placement p
                WHERE p.order_id = $1 AND p.command_id NOT IN (SELECT command_id FROM gone)),
     free AS (SELECT (EXISTS (SELECT 1 FROM gone) AND NOT EXISTS (SELECT 1 FROM still)) AS released),
     coupons AS (UPDATE member_coupons SET order_id = NULL, used_at = NULL
                  WHERE order_id = $1::text AND (SELECT released FROM free)),
     photos AS (UPDATE upload
                   SET placed_order_id = NULL,
                       order_id = CASE WHEN $4 THEN order_id ELSE NULL END,
                       attached_at = CASE WHEN $4 THEN attached_at ELSE NULL END
                 WHERE placed_order_id = $1 AND (SELECT released FROM free))
     SELECT released FROM free`,
    [reservation.orderId, reservation.commandId ?? null, reservation.reservedBefore ?? null, isDraft],
  );
  return rows[0]?.released ? 'RELEASED' : 'KEPT';
}

/** What an OrderPlaced event names: the holds that stay. */
export interface PlacedHolds {
  photos: readonly string[];
  couponIds: readonly string[];
}

/** CTEs (parameters from $1) that a statement of the caller's own can carry, with the parameters. */
export interface CarriedCtes {
  ctes: string;
  params: unknown[];
}

/**
 * Confirms the order's reservations with what its OrderPlaced named, without reading the stream: for
 * the placing that has just appended that event itself (its folded state names the same photos and
 * coupons), which saves the read settling would make (issue #38).
 */
export async function confirmPlacement(sql: SqlQuery, orderId: string, holds: PlacedHolds): Promise<void> {
  const confirmation = placementConfirmation(orderId, holds);
  await sql(`WITH ${confirmation.ctes} SELECT 1`, confirmation.params);
}

/**
 * confirmPlacement's writes as CTEs, for a statement that carries them: the api stores the placing's
 * idempotent answer in the same statement, one round trip for both (issue #38).
 */
export function placementConfirmation(orderId: string, holds: PlacedHolds): CarriedCtes {
  // The event confirms exactly what it names: a hold taken by a request that lost the race to
  // place this order with other coupons or photos (the same draft, another key) goes back.
  return {
    ctes: `placement_gone AS (DELETE FROM order_placement WHERE order_id = $1::uuid),
     placement_coupons AS (UPDATE member_coupons SET order_id = NULL, used_at = NULL
                  WHERE order_id = $1::text AND NOT (coupon_id::text = ANY($2::text[]))),
     placement_photos AS (UPDATE upload SET placed_order_id = NULL
                 WHERE placed_order_id = $1::uuid AND NOT (id::text = ANY($3::text[])))`,
    params: [orderId, [...holds.couponIds], holds.photos.map((id) => id.toLowerCase())],
  };
}

const PAGE = 200;

/**
 * Settles every reservation older than `reservedBefore` (a placing takes seconds; the hold time is
 * minutes), so coupons and photos held by an order that was never appended are free again after one
 * sweep. Returns how many orders' holds it gave back and how many it confirmed.
 */
export async function sweepPlacements(
  sql: SqlQuery,
  store: EventStore,
  reservedBefore: Date,
): Promise<{ released: number; confirmed: number }> {
  const totals = { released: 0, confirmed: 0 };
  const rows = await sql<{ order_id: string }>(
    `SELECT DISTINCT order_id FROM order_placement WHERE reserved_at <= $1 LIMIT ${PAGE}`,
    [reservedBefore],
  ).catch((error: { code?: string }) => {
    if (error.code === '42P01') return []; // migrations not applied yet: nothing was reserved
    throw error;
  });
  for (const { order_id: orderId } of rows) {
    const outcome = await settlePlacement(sql, store, { orderId, reservedBefore });
    if (outcome === 'RELEASED') totals.released++;
    if (outcome === 'CONFIRMED') totals.confirmed++;
  }
  return totals;
}
