import { ApiName } from '../../openapi/api-docs.decorators';
import { Controller, Get, Query } from '@nestjs/common';
import type { Language } from '@slabworks/contracts';
import { RequestLang } from '../shared/request-lang.decorator';
import { BannerListRequestDto } from './banner-list.request.dto';
import { BannerQueries } from './banner.queries';

// Public despite the admin prefix: spec §7 names this path, and the web reads it on every page.
@Controller('admin/banner')
export class BannerHttpController {
  constructor(private readonly banners: BannerQueries) {}

  @Get('list')
  @ApiName('getBanners')
  list(@Query() query: BannerListRequestDto, @RequestLang() lang: Language) {
    return this.banners.list(query, lang);
  }
}
