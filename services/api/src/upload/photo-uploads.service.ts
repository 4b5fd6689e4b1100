import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PHOTO_STORAGE, type PhotoStorage } from '@slabworks/storage';
import { ApiException } from '../errors/api.exception';
import { UploadEntity } from './persistence/upload.entity';
import { processPhoto } from './photo/photo-image';

export type PhotoVariant = 'photo' | 'thumbnail';

/** Stores a member's photo (re-encoded, with its thumbnail) and serves it back to who may see it. */
@Injectable()
export class PhotoUploadsService {
  constructor(
    @InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>,
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
  ) {}

  async store(memberId: string, original: Buffer): Promise<UploadEntity> {
    const processed = await processPhoto(original); // refuses before anything is stored
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
    return this.uploads.save(row);
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
    const found: unknown[] = await this.uploads.query(
      `SELECT 1 FROM read_models.orders WHERE order_id = $1 AND member_id = $2`,
      [row.orderId, memberId],
    );
    return found.length > 0;
  }
}
