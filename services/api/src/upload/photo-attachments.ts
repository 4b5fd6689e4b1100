import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { FieldProblem } from '../errors/api.exception';
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
    const fieldOf = typeof field === 'string' ? (i: number) => `${field}[${i}]` : field;
    const wellFormed = ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
    // Plain statements on the place-order path: the repository's query builder cost ~14% of the
    // command's CPU in bench:orders' profile (docs/performance.md).
    const own = new Set(
      wellFormed.length
        ? (
            (await this.uploads.query(
              `SELECT id::text FROM upload WHERE id = ANY($1::uuid[]) AND member_id = $2`,
              [wellFormed, memberId],
            )) as Array<{ id: string }>
          ).map((r) => r.id)
        : [],
    );
    return ids.flatMap((id, i) =>
      own.has(id.toLowerCase()) ? [] : [{ field: fieldOf(i), rule: 'unknownPhoto', params: {} }],
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
