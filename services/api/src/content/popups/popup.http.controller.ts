import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@slabworks/contracts';
import { PreviewAccess } from '../shared/preview-mode';
import { RequestLang } from '../shared/request-lang.decorator';
import { PopupListRequestDto } from './popup-list.request.dto';
import { PopupQueries } from './popup.queries';

@Controller('popup')
export class PopupHttpController {
  constructor(
    private readonly popups: PopupQueries,
    private readonly preview: PreviewAccess,
  ) {}

  @Get('list')
  async list(
    @Query() query: PopupListRequestDto,
    @RequestLang() lang: Language,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.popups.list(query, lang, await this.preview.allowed(query, req, reply));
  }
}
