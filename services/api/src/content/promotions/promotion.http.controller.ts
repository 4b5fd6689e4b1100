import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@slabworks/contracts';
import { PreviewAccess, WindowedListQueryDto } from '../shared/preview-mode';
import { RequestLang } from '../shared/request-lang.decorator';
import { PromotionQueries } from './promotion.queries';

// Public despite the admin prefix: spec §7 names this path for the home page.
@Controller('admin/promotion')
export class PromotionHttpController {
  constructor(
    private readonly promotions: PromotionQueries,
    private readonly preview: PreviewAccess,
  ) {}

  @Get('list')
  async list(
    @Query() query: WindowedListQueryDto,
    @RequestLang() lang: Language,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.promotions.list(query, lang, await this.preview.allowed(query, req, reply));
  }
}
