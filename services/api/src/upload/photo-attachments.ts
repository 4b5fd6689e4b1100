import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { cancelledOrderIds } from '@slabworks/read-models';
import { Repository, type EntityManager } from 'typeorm';
import type { FieldProblem } from '../errors';
import { UploadEntity } from './persistence/upload.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Orders and drafts name photos by upload id. An id must be one of the caller's own uploads; an
 * unknown id and another member's id get the same answer, so ids cannot be probed.
 */
@Injectable()
export class PhotoAttachments {
  constructor(@InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>) {}

  async problems(
    memberId: string,
    ids: readonly string[],
    field: string | ((index: number) => string) = 'photos',
  ): Promise<FieldProblem[]> {
    return this.ownedOnly(ids, field, (wellFormed) =>
      this.uploads.query(`SELECT id::text FROM upload WHERE id = ANY($1::uuid[]) AND member_id = $2`, [
        wellFormed,
        memberId,
      ]),
    );
  }

  /** Whether every id is at least shaped like an upload id (a malformed one is never sent to the database). */
  allWellFormed(ids: readonly string[]): boolean {
    return ids.every((id) => UUID.test(id));
  }

  /**
   * Placing an order reads first: an id that is not the caller's own upload is `unknownPhoto`, an
   * upload that already belongs to another placed order is `photoInUse` (issue #31: one upload, at
   * most one placed order; a draft's photos are free until its order is placed, and its own order
   * may of course use them). An upload whose placed order was cancelled or expired (unpaid, or its
   * deposit) is free again, as its coupon is (CouponUses): cancelledOrderIds reads the orders read
   * model, and only for uploads another order holds, so the usual placing reads once.
   */
  async placingProblems(memberId: string, ids: readonly string[], orderId: string): Promise<FieldProblem[]> {
    const elsewhere = new Set<string>();
    const unknown = await this.ownedOnly(ids, 'photos', async (wellFormed) => {
      const rows: Array<{ id: string; placed_order_id: string | null }> = await this.uploads.query(
        `SELECT id::text, placed_order_id::text FROM upload WHERE id = ANY($1::uuid[]) AND member_id = $2`,
        [wellFormed, memberId],
      );
      const others = rows.filter((row) => row.placed_order_id && row.placed_order_id !== orderId);
      const givenBack = await cancelledOrderIds(
        this.uploads.manager,
        others.map((row) => row.placed_order_id!),
      );
      for (const row of others) if (!givenBack.has(row.placed_order_id!)) elsewhere.add(row.id);
      return rows;
    });
    const inUse = ids.flatMap((id, i) =>
      elsewhere.has(id.toLowerCase()) ? [{ field: `photos[${i}]`, rule: 'photoInUse', params: {} }] : [],
    );
    return [...unknown, ...inUse];
  }

  /**
   * Holds the photos for the order being placed, under the placing's reservation: each must still be
   * free or this order's (a concurrent order may have taken one since `placingProblems`). All or
   * none: when one is taken, none is held (the placing is refused, and a draft keeps only the photos
   * it had), since the holds run outside a transaction with the reservation row. A photo another
   * order holds is taken only when that order was cancelled (read, like placingProblems, only when
   * the first statement found some photo held; a cancellation is final). Photos no order or draft
   * held yet are attached at `at`, which keeps them from the cleanup.
   */
  async holdForPlacing(
    manager: EntityManager,
    memberId: string,
    ids: readonly string[],
    orderId: string,
    at: Date,
  ): Promise<FieldProblem[]> {
    const wanted = wantedPhotoIds(ids);
    if (!wanted.length) return [];
    const rows = await holdOnce(manager, wanted, memberId, orderId, at, []);
    return this.finishHold(manager, memberId, ids, orderId, at, rows);
  }

  /**
   * What a hold answered (`photoHoldSql`'s rows, perhaps from a statement of the caller's own: the
   * placing's reservation row), made final: when a photo was held by another order, that order is
   * read and, if it was cancelled, the hold is tried once more with its photos taken back. Answers
   * the photoInUse problems of what stayed taken; none when every photo is held for this order.
   */
  async finishHold(
    manager: EntityManager,
    memberId: string,
    ids: readonly string[],
    orderId: string,
    at: Date,
    rows: readonly PhotoHoldRow[],
  ): Promise<FieldProblem[]> {
    const wanted = wantedPhotoIds(ids);
    if (!wanted.length) return [];
    let outcome = holdOutcome(rows);
    const rest = wanted.filter((id) => !outcome.free.has(id));
    if (rest.length) {
      const holders: Array<{ order_id: string }> = await manager.query(
        `SELECT DISTINCT placed_order_id::text AS order_id FROM upload
          WHERE id = ANY($1::uuid[]) AND member_id = $2 AND placed_order_id IS NOT NULL`,
        [rest, memberId],
      );
      const cancelled = await cancelledOrderIds(
        manager,
        holders.map((row) => row.order_id),
      );
      if (cancelled.size)
        outcome = holdOutcome(await holdOnce(manager, wanted, memberId, orderId, at, [...cancelled]));
    }
    // The taken ones are named; when all were free, one a concurrent order took meanwhile is too.
    const allFree = outcome.free.size === wanted.length;
    const mine = allFree ? outcome.held : outcome.free;
    return ids.flatMap((id, i) =>
      mine.has(id.toLowerCase()) ? [] : [{ field: `photos[${i}]`, rule: 'photoInUse', params: {} }],
    );
  }

  /**
   * An `unknownPhoto` problem for every id that is not among the caller's own uploads (`own` is
   * given the well-formed ids; a malformed one is never sent). Plain statements on the place-order
   * path: the repository's query builder cost ~14% of the command's CPU in bench:orders' profile.
   */
  private async ownedOnly(
    ids: readonly string[],
    field: string | ((index: number) => string),
    own: (wellFormed: string[]) => Promise<Array<{ id: string }>>,
  ): Promise<FieldProblem[]> {
    const fieldOf = typeof field === 'string' ? (i: number) => `${field}[${i}]` : field;
    const wellFormed = ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
    const owned = new Set(wellFormed.length ? (await own(wellFormed)).map((r) => r.id) : []);
    return ids.flatMap((id, i) =>
      owned.has(id.toLowerCase()) ? [] : [{ field: fieldOf(i), rule: 'unknownPhoto', params: {} }],
    );
  }

  /**
   * Marks the photos as used by this order or draft, which keeps them from the unattached-photo
   * cleanup; a staff member's evidence photo attached to an order becomes visible to its collector.
   */
  async attach(memberId: string, ids: readonly string[], orderId: string, now: Date): Promise<void> {
    const wellFormed = ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
    if (!wellFormed.length) return;
    await this.uploads.query(
      `UPDATE upload SET order_id = $3, attached_at = $4
       WHERE id = ANY($1::uuid[]) AND member_id = $2 AND order_id IS NULL`,
      [wellFormed, memberId, orderId, now],
    );
  }

  /**
   * Makes one of the member's uploads their profile photo (or none, with null): the previous one is
   * let go, and the cleanup of unnamed photos removes it in its time. False: not the member's upload.
   */
  async setProfilePhoto(manager: EntityManager, memberId: string, id: string | null): Promise<boolean> {
    if (id !== null && !UUID.test(id)) return false;
    const wanted = id?.toLowerCase() ?? null;
    if (wanted !== null) {
      const owned: unknown[] = await manager.query(
        `SELECT 1 FROM upload WHERE id = $1 AND member_id = $2 AND order_id IS NULL`,
        [wanted, memberId],
      );
      if (owned.length === 0) return false;
    }
    await manager.query(
      `UPDATE upload SET profile_of = NULL WHERE profile_of = $1 AND id IS DISTINCT FROM $2`,
      [memberId, wanted],
    );
    if (wanted !== null)
      await manager.query(`UPDATE upload SET profile_of = $2 WHERE id = $1`, [wanted, memberId]);
    return true;
  }
}

/** One row per photo that was free for this order: whether the hold took it. */
export interface PhotoHoldRow {
  id: string;
  held: boolean;
}

/** The well-formed ids, lower-cased, each once: what a hold is asked for. */
export const wantedPhotoIds = (ids: readonly string[]): string[] => [
  ...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase())),
];

/** photoHoldSql as a statement of its own. */
const holdOnce = (
  manager: EntityManager,
  ids: readonly string[],
  memberId: string,
  orderId: string,
  at: Date,
  givenBack: readonly string[],
): Promise<PhotoHoldRow[]> => {
  const hold = photoHoldSql(ids, memberId, orderId, at, givenBack, 1);
  return manager.query(`WITH ${hold.ctes} ${hold.select}`, hold.params);
};

const holdOutcome = (rows: readonly PhotoHoldRow[]) => ({
  free: new Set(rows.map((row) => row.id)),
  held: new Set(rows.filter((row) => row.held).map((row) => row.id)),
});

/**
 * The photo hold as CTEs (`free`, `held`) and the SELECT of its PhotoHoldRows, its parameters
 * numbered from `firstParam`, so a statement of the caller's own can carry it (the placing's
 * reservation row and order number: one round trip, issue #38). When every photo is free (or this
 * order's, or held by a `givenBack` order) all are held, else none. `ids`: from wantedPhotoIds.
 */
export function photoHoldSql(
  ids: readonly string[],
  memberId: string,
  orderId: string,
  at: Date,
  givenBack: readonly string[],
  firstParam: number,
): { ctes: string; select: string; params: unknown[] } {
  const [pIds, pMember, pOrder, pAt, pGivenBack] = [0, 1, 2, 3, 4].map((i) => `$${firstParam + i}`);
  const holdable = `(placed_order_id IS NULL OR placed_order_id = ${pOrder}::uuid OR placed_order_id = ANY(${pGivenBack}::uuid[]))`;
  return {
    ctes: `free AS (
         SELECT id FROM upload
          WHERE id = ANY(${pIds}::uuid[]) AND member_id = ${pMember} AND ${holdable}),
       held AS (
         UPDATE upload SET placed_order_id = ${pOrder}::uuid,
                attached_at = CASE WHEN order_id IS NULL THEN ${pAt}::timestamptz ELSE attached_at END,
                order_id = COALESCE(order_id, ${pOrder}::uuid)
          WHERE id IN (SELECT id FROM free)
            AND (SELECT count(*) FROM free) = cardinality(${pIds}::uuid[])
            AND ${holdable}
         RETURNING id)`,
    select: `SELECT f.id::text AS id, EXISTS (SELECT 1 FROM held h WHERE h.id = f.id) AS held FROM free f`,
    params: [ids, memberId, orderId, at, givenBack],
  };
}
