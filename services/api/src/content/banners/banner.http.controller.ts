import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@slabworks/contracts';
import { PreviewAccess } from '../shared/preview-mode';
import { RequestLang } from '../shared/request-lang.decorator';
import { BannerListRequestDto } from './banner-list.request.dto';
import { BannerQueries } from './banner.queries';

// Public despite the admin prefix: spec §7 names this path, and the web reads it on every page.
@Controller('admin/banner')
export class BannerHttpController {
  constructor(
    private readonly banners: BannerQueries,
    private readonly preview: PreviewAccess,
  ) {}

  @Get('list')
  async list(
    @Query() query: BannerListRequestDto,
    @RequestLang() lang: Language,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.banners.list(query, lang, await this.preview.allowed(query, req, reply));
  }
}
