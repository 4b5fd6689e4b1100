import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { UploadModule } from '../upload';
import { AlbumBookService } from './albums/album-book.service';
import { AlbumsHttpController } from './albums/albums.http.controller';
import { CaptchaService } from './captcha/captcha.service';
import { CertificationLookupQuery } from './certification/certification-lookup.query';
import { CertificationHttpController } from './certification/certification.http.controller';
import { CertificationPhotoQuery } from './certification/certification-photo.query';
import { GalleryHttpController } from './gallery/gallery.http.controller';
import { GalleryService } from './gallery/gallery.service';
import { AlbumCardEntity } from './persistence/album-card.entity';
import { AlbumLikeEntity } from './persistence/album-like.entity';
import { AlbumEntity } from './persistence/album.entity';
import { PublicApiKeyEntity } from './persistence/public-api-key.entity';
import { PopulationHttpController } from './population/population.http.controller';
import { PopulationSearchQuery } from './population/population-search.query';
import { ApiKeyGuard } from './public-api/api-key.guard';
import { ApiKeyService } from './public-api/api-key.service';
import { ConsoleApiKeysHttpController } from './public-api/console-api-keys.http.controller';
import { PublicApiHttpController } from './public-api/public-api.http.controller';

/** Card data (spec §2): certification lookup, population report, albums, gallery, public read API. */
@Module({
  imports: [
    AuthModule,
    UploadModule,
    TypeOrmModule.forFeature([AlbumEntity, AlbumCardEntity, AlbumLikeEntity, PublicApiKeyEntity]),
  ],
  controllers: [
    CertificationHttpController,
    PopulationHttpController,
    AlbumsHttpController,
    GalleryHttpController,
    PublicApiHttpController,
    ConsoleApiKeysHttpController,
  ],
  providers: [
    CertificationLookupQuery,
    CertificationPhotoQuery,
    PopulationSearchQuery,
    CaptchaService,
    AlbumBookService,
    GalleryService,
    ApiKeyService,
    ApiKeyGuard,
  ],
})
export class CardDataModule {}
