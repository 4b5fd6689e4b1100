import { ApiErrors, ApiName } from '../../api-docs';
import { Controller, Delete, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CurrentMember,
  SignedIn,
  SessionAuthenticator,
  type SessionRequest,
  type SessionMember,
} from '../../auth';
import { ApiException } from '../../errors';
import { pageQuery } from '../paging';
import { GALLERY_SORTS, GalleryService, type GallerySort } from './gallery.service';

@ApiTags('gallery')
@Controller('gallery/albums')
export class GalleryHttpController {
  constructor(
    private readonly gallery: GalleryService,
    private readonly authenticator: SessionAuthenticator,
  ) {}

  @Get()
  @ApiName('listGalleryAlbums')
  @ApiOperation({ summary: 'Public albums: newest (published) or most liked first' })
  @ApiQuery({ name: 'sort', required: false, enum: GALLERY_SORTS })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'size', required: false })
  list(@Query() query: Record<string, unknown>) {
    const { page, size } = pageQuery(query);
    const sort = (query.sort ?? 'newest') as GallerySort;
    if (!GALLERY_SORTS.includes(sort))
      throw ApiException.validation([
        { field: 'sort', rule: 'isEnum', params: { values: GALLERY_SORTS.join(', ') } },
      ]);
    return this.gallery.list(sort, page, size);
  }

  @Get(':id')
  @ApiName('getGalleryAlbum')
  @ApiErrors(404, 'ALBUM.NOT_FOUND')
  @ApiOperation({
    summary: 'An album page: its cards and grades; likedByMe for a signed-in caller',
    description: "Another member's private album is 404.",
  })
  async get(@Param('id') id: string, @Req() req: SessionRequest) {
    const viewer = await this.authenticator.optional(req).catch(() => undefined);
    return this.gallery.detail(id, viewer?.id);
  }

  @Get(':id/cover')
  @ApiName('getGalleryAlbumCover')
  @ApiErrors(404, 'ALBUM.NOT_FOUND', 'UPLOAD.NOT_FOUND')
  @ApiProduces('image/jpeg')
  @ApiOperation({
    summary: "The album's representative image (thumbnail), to whoever may see the album",
    description: 'A public album: anyone; a private one: its owner only (404 to anyone else).',
  })
  async cover(@Param('id') id: string, @Req() req: SessionRequest, @Res() reply: FastifyReply) {
    const viewer = await this.authenticator.optional(req).catch(() => undefined);
    const { body, contentType } = await this.gallery.coverImage(id, viewer?.id);
    // The address carries the photo id (?v=), so an answer never goes stale; private: albums can close.
    void reply
      .status(200)
      .header('content-type', contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }

  @Put(':id/like')
  @ApiName('likeAlbum')
  @ApiErrors(404, 'ALBUM.NOT_FOUND')
  @SignedIn()
  @ApiOperation({ summary: 'Like a public album (needs log-in; liking twice changes nothing)' })
  like(@CurrentMember() me: SessionMember, @Param('id') id: string) {
    return this.gallery.setLike(id, me.id, true);
  }

  @Delete(':id/like')
  @ApiName('unlikeAlbum')
  @ApiErrors(404, 'ALBUM.NOT_FOUND')
  @SignedIn()
  @ApiOperation({ summary: 'Take a like back (needs log-in; idempotent)' })
  unlike(@CurrentMember() me: SessionMember, @Param('id') id: string) {
    return this.gallery.setLike(id, me.id, false);
  }
}
