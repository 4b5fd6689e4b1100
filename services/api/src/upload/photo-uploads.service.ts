import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { AppConfig } from '@slabworks/config';
import { isOrderOfMember } from '@slabworks/read-models';
import { PHOTO_STORAGE, type PhotoStorage } from '@slabworks/storage';
import { APP_CONFIG } from '../config';
import { ApiException } from '../errors';
import { UploadEntity } from './persistence/upload.entity';
import { PhotoDecodeQueue } from './photo/photo-decode-queue';

export type PhotoVariant = 'photo' | 'thumbnail';

// First key of the two-key advisory lock one member's uploads take turns on (the second: their id).
const UNATTACHED_LOCK_CLASS = 30_003;

/** Stores a member's photo (re-encoded, with its thumbnail) and serves it back to who may see it. */
@Injectable()
export class PhotoUploadsService {
  constructor(
    @InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly decoding: PhotoDecodeQueue,
  ) {}

  /** Refuses (400 on `file`) once the member keeps UPLOAD_MAX_UNATTACHED photos no order or draft names. */
  async assertUnattachedRoom(memberId: string, manager: EntityManager = this.uploads.manager): Promise<void> {
    const max = this.config.storage.maxUnattached;
    const [{ n }] = (await manager.query(
      `SELECT count(*)::int AS n FROM upload WHERE member_id = $1 AND order_id IS NULL AND profile_of IS NULL`,
      [memberId],
    )) as [{ n: number }];
    if (n >= max)
      throw ApiException.validation([{ field: 'file', rule: 'tooManyUnattached', params: { max } }]);
  }

  async store(memberId: string, original: Buffer): Promise<UploadEntity> {
    const processed = await this.decoding.process(original); // refuses before anything is stored
    const id = randomUUID();
    const row = this.uploads.create({
      id,
      memberId,
      photoKey: `${id}/photo.jpg`,
      thumbnailKey: `${id}/thumbnail.jpg`,
      contentType: processed.contentType,
      originalBytes: original.length,
      photoBytes: processed.photo.length,
      thumbnailBytes: processed.thumbnail.length,
      width: processed.width,
      height: processed.height,
      orderId: null,
      attachedAt: null,
    });
    await this.storage.put(row.photoKey, processed.photo, processed.contentType);
    await this.storage.put(row.thumbnailKey, processed.thumbnail, processed.contentType);
    try {
      return await this.uploads.manager.transaction(async (tx) => {
        // The count checked before the body was read can be passed by the member's other uploads
        // decoding meanwhile: counted again here, one upload of theirs at a time.
        await tx.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [UNATTACHED_LOCK_CLASS, memberId]);
        await this.assertUnattachedRoom(memberId, tx);
        return tx.save(row);
      });
    } catch (error) {
      await Promise.all([this.storage.remove(row.photoKey), this.storage.remove(row.thumbnailKey)]).catch(
        () => undefined,
      );
      throw error;
    }
  }

  /**
   * The owner and staff see a photo, and so does the collector of the order it is attached to (an
   * operator's evidence photo on a card of theirs); anyone else is told it does not exist.
   */
  async read(
    viewer: { id: string; staff: boolean },
    id: string,
    variant: PhotoVariant,
  ): Promise<{ body: Buffer; contentType: string }> {
    const row = await this.uploads.findOneBy({ id });
    if (!row || !(row.memberId === viewer.id || viewer.staff || (await this.onOrderOf(row, viewer.id))))
      throw ApiException.notFound('UPLOAD.NOT_FOUND');
    const body = await this.storage.get(variant === 'photo' ? row.photoKey : row.thumbnailKey);
    if (!body) throw ApiException.notFound('UPLOAD.NOT_FOUND');
    return { body, contentType: row.contentType };
  }

  private async onOrderOf(row: UploadEntity, memberId: string): Promise<boolean> {
    if (!row.orderId) return false;
    return isOrderOfMember(this.uploads.manager, row.orderId, memberId);
  }
}
