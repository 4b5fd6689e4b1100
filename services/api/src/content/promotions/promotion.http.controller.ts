import { ApiName } from '../../openapi/api-docs.decorators';
import { Controller, Get, Query } from '@nestjs/common';
import type { Language } from '@slabworks/contracts';
import { WindowedListQueryDto } from '../shared/preview-mode';
import { RequestLang } from '../shared/request-lang.decorator';
import { PromotionQueries } from './promotion.queries';

// Public despite the admin prefix: spec §7 names this path for the home page.
@Controller('admin/promotion')
export class PromotionHttpController {
  constructor(private readonly promotions: PromotionQueries) {}

  @Get('list')
  @ApiName('getPromotions')
  list(@Query() query: WindowedListQueryDto, @RequestLang() lang: Language) {
    return this.promotions.list(query, lang);
  }
}
