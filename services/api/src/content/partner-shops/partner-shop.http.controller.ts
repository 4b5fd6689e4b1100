import { ApiName } from '../../openapi/api-docs.decorators';
import { Controller, Get } from '@nestjs/common';
import type { Language } from '@slabworks/contracts';
import { RequestLang } from '../shared/request-lang.decorator';
import { PartnerShopQueries } from './partner-shop.queries';

@Controller('content/partner-shops')
export class PartnerShopHttpController {
  constructor(private readonly shops: PartnerShopQueries) {}

  @Get()
  @ApiName('getPartnerShops')
  list(@RequestLang() lang: Language) {
    return this.shops.list(lang);
  }
}
