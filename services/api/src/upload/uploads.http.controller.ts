import { Controller, Get, Inject, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@slabworks/config';
import { AcceptsMultipart, CONSOLE_ROLES, CurrentMember, type SessionMember, SignedIn } from '../auth';
import { ApiErrors, ApiName } from '../api-docs';
import { APP_CONFIG } from '../config';
import { ApiException } from '../errors';
import { answeringRefusedPhotos } from './http/refused-photo-answer';
import { readUploadedFile } from './http/upload-body';
import { UploadRateLimit } from './limits/upload-rate-limit';
import { PhotoDecodeQueue } from './photo/photo-decode-queue';
import { PhotoUploadsService, type PhotoVariant } from './photo-uploads.service';
import { uploadView } from './upload.view';

const unknownId = new ParseUUIDPipe({
  exceptionFactory: () => ApiException.notFound('UPLOAD.NOT_FOUND'),
});

@ApiTags('uploads')
@Controller('uploads')
@SignedIn()
export class UploadsHttpController {
  constructor(
    private readonly photos: PhotoUploadsService,
    private readonly rate: UploadRateLimit,
    private readonly decoding: PhotoDecodeQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @AcceptsMultipart()
  @ApiName('uploadPhoto')
  @ApiOperation({
    summary:
      'Upload one order photo (multipart field "file": JPEG, PNG or WebP, checked by content). Answers the upload id orders and drafts reference.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  @ApiErrors(429, 'UPLOAD.RATE_LIMITED')
  @ApiErrors(503, 'UPLOAD.BUSY')
  async upload(@CurrentMember() member: SessionMember, @Req() req: FastifyRequest) {
    // Refusals that need no photo come before its body is read (the unread rest is discarded by Node,
    // never held): the rate, the member's unused photos, a decode queue already full.
    await this.rate.spend(member.id);
    await this.photos.assertUnattachedRoom(member.id);
    this.decoding.assertRoom();
    const original = await readUploadedFile(req, this.config.storage.maxBytes);
    return answeringRefusedPhotos(async () => uploadView(await this.photos.store(member.id, original)));
  }

  @Get(':id')
  @ApiName('getPhoto')
  @ApiErrors(404, 'UPLOAD.NOT_FOUND')
  @ApiProduces('image/jpeg')
  @ApiOperation({ summary: 'The photo (longest side ≤ 3000 px), to its owner and staff only' })
  photo(
    @CurrentMember() member: SessionMember,
    @Param('id', unknownId) id: string,
    @Res() reply: FastifyReply,
  ) {
    return this.send(member, id, 'photo', reply);
  }

  @Get(':id/thumbnail')
  @ApiName('getPhotoThumbnail')
  @ApiErrors(404, 'UPLOAD.NOT_FOUND')
  @ApiProduces('image/jpeg')
  @ApiOperation({ summary: 'The thumbnail (longest side ≤ 480 px), to its owner and staff only' })
  thumbnail(
    @CurrentMember() member: SessionMember,
    @Param('id', unknownId) id: string,
    @Res() reply: FastifyReply,
  ) {
    return this.send(member, id, 'thumbnail', reply);
  }

  private async send(member: SessionMember, id: string, variant: PhotoVariant, reply: FastifyReply) {
    const viewer = { id: member.id, staff: CONSOLE_ROLES.includes(member.role) };
    const { body, contentType } = await this.photos.read(viewer, id.toLowerCase(), variant);
    // A photo never changes under its id; private keeps shared caches from holding it.
    void reply
      .status(200)
      .header('content-type', contentType)
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }
}
