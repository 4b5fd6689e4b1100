import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '@slabworks/config';
import { createPhotoStorage, PHOTO_STORAGE } from '@slabworks/storage';
import { APP_CONFIG } from '../config/app-config.provider';
import { UploadEntity } from './persistence/upload.entity';
import { PhotoAttachments } from './photo-attachments';
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
  ],
  // The storage too: the console's content images (banners, popups) live beside the photos.
  exports: [PhotoAttachments, PhotoUploadsService, PHOTO_STORAGE],
})
export class UploadModule {}
