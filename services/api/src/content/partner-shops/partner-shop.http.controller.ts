import { Controller, Get } from '@nestjs/common';
import type { Language } from '@slabworks/contracts';
import { RequestLang } from '../shared/request-lang.decorator';
import { PartnerShopQueries } from './partner-shop.queries';

@Controller('content/partner-shops')
export class PartnerShopHttpController {
  constructor(private readonly shops: PartnerShopQueries) {}

  @Get()
  list(@RequestLang() lang: Language) {
    return this.shops.list(lang);
  }
}
