import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { FieldProblem } from '../errors/api.exception';
import { COMMIT_WITHOUT_FLUSH } from '../database/commit-without-flush';
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

  /**
   * Placing an order: `problems` and `attach` in one statement, before the order's append, so they
   * cost one round trip beside the order's other reads instead of one before and one after it. The
   * caller's own photos that no order holds yet are marked as this order's (`attachedAt` tells this
   * attempt's from a draft's earlier ones); if the order is then not placed, `releaseAttempt` frees
   * them. Without its flush: the append commits after it and carries it to disk.
   */
  async attachForPlacing(
    memberId: string,
    ids: readonly string[],
    orderId: string,
    attachedAt: Date,
  ): Promise<FieldProblem[]> {
    return this.ownedOnly(ids, 'photos', (wellFormed) =>
      this.uploads.query(
        `WITH own AS (SELECT id, order_id FROM upload WHERE id = ANY($1::uuid[]) AND member_id = $2),
              attached AS (UPDATE upload u SET order_id = $3, attached_at = $4 FROM own
                            WHERE u.id = own.id AND u.order_id IS NULL)
         SELECT id::text FROM own, ${COMMIT_WITHOUT_FLUSH}`,
        [wellFormed, memberId, orderId, attachedAt],
      ),
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

  /** The order of `attachForPlacing` was not placed: the photos that attempt attached are free again. */
  async releaseAttempt(orderId: string, attachedAt: Date): Promise<void> {
    await this.uploads.query(
      `UPDATE upload SET order_id = NULL, attached_at = NULL WHERE order_id = $1 AND attached_at = $2`,
      [orderId, attachedAt],
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
}
