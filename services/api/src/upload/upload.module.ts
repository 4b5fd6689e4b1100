import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '@slabworks/config';
import { createPhotoStorage, PHOTO_STORAGE } from '@slabworks/storage';
import { APP_CONFIG } from '../config';
import { UploadEntity } from './persistence/upload.entity';
import { UploadRateLimit } from './limits/upload-rate-limit';
import { PhotoAttachments } from './photo-attachments';
import { PhotoDecodeQueue } from './photo/photo-decode-queue';
import { PhotoUploadsService } from './photo-uploads.service';
import { UploadsHttpController } from './uploads.http.controller';

/** Order photos: upload, serve to owner and staff, and the ownership check orders and drafts use. */
@Module({
  imports: [TypeOrmModule.forFeature([UploadEntity])],
  controllers: [UploadsHttpController],
  providers: [
    {
      provide: PHOTO_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => createPhotoStorage(c.storage),
    },
    PhotoUploadsService,
    PhotoAttachments,
    PhotoDecodeQueue,
    UploadRateLimit,
  ],
  // The storage too: the console's content images (banners, popups) live beside the photos.
  // The decode queue too: content images are decoded in the same bounded slots.
  exports: [PhotoAttachments, PhotoUploadsService, PHOTO_STORAGE, PhotoDecodeQueue],
})
export class UploadModule {}
