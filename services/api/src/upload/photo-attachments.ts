import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
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

  async problems(memberId: string, ids: readonly string[], field = 'photos'): Promise<FieldProblem[]> {
    const wellFormed = ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
    const own = new Set(
      wellFormed.length
        ? (await this.uploads.find({ select: { id: true }, where: { id: In(wellFormed), memberId } })).map(
            (r) => r.id,
          )
        : [],
    );
    return ids.flatMap((id, i) =>
      own.has(id.toLowerCase()) ? [] : [{ field: `${field}[${i}]`, rule: 'unknownPhoto', params: {} }],
    );
  }

  /** Marks the photos as used by this order or draft, which keeps them from the unattached-photo cleanup. */
  async attach(memberId: string, ids: readonly string[], orderId: string, now: Date): Promise<void> {
    const wellFormed = ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
    if (!wellFormed.length) return;
    await this.uploads.update(
      { id: In(wellFormed), memberId, orderId: IsNull() },
      { orderId, attachedAt: now },
    );
  }
}
