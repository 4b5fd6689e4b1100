import { randomUUID } from 'node:crypto';
import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@slabworks/config';
import { PHOTO_STORAGE, type PhotoStorage } from '@slabworks/storage';
import { AcceptsMultipart, ConsoleAccess } from '../../auth';
import { APP_CONFIG } from '../../config';
import { ApiException } from '../../errors';
import { ApiErrors, ApiName } from '../../api-docs';
import { answeringRefusedPhotos, readUploadedFile, PhotoDecodeQueue } from '../../upload';

/** Where a content image is served; banners and popups store this path (content IMAGE_REF). */
export const CONTENT_IMAGE_PATH = '/api/content-images';
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;
const keyOf = (name: string) => `content-images/${name}`;

/**
 * Images for banners and popups (one per language): uploaded by staff with the same checks as the
 * collectors' photos (type by content, size limit, re-encoded), and public to every visitor, unlike
 * order photos, which only their owner and staff may see.
 */
@ApiTags('console: content')
@Controller()
export class ContentImagesHttpController {
  constructor(
    @Inject(PHOTO_STORAGE) private readonly storage: PhotoStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly decoding: PhotoDecodeQueue,
  ) {}

  @Post('console/content-images')
  @ConsoleAccess()
  @AcceptsMultipart()
  @ApiName('uploadContentImage')
  @ApiOperation({ summary: 'Upload a banner or popup image (multipart "file"); answers its public path' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    },
  })
  async upload(@Req() req: FastifyRequest): Promise<{ path: string; width: number; height: number }> {
    const original = await readUploadedFile(req, this.config.storage.maxBytes);
    return answeringRefusedPhotos(async () => {
      const processed = await this.decoding.process(original);
      const name = `${randomUUID()}.jpg`;
      await this.storage.put(keyOf(name), processed.photo, processed.contentType);
      return { path: `${CONTENT_IMAGE_PATH}/${name}`, width: processed.width, height: processed.height };
    });
  }

  @Get('content-images/:name')
  @ApiName('getContentImage')
  @ApiErrors(404, 'UPLOAD.NOT_FOUND')
  @ApiProduces('image/jpeg')
  @ApiOperation({ summary: 'A banner or popup image, to everyone' })
  async image(@Param('name') name: string, @Res() reply: FastifyReply) {
    const body = NAME.test(name) ? await this.storage.get(keyOf(name)) : null;
    if (!body) throw ApiException.notFound('UPLOAD.NOT_FOUND');
    // A name is never reused, so caches may keep it for good.
    void reply
      .status(200)
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }
}
