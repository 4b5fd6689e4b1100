import { ApiName } from '../../openapi/api-docs.decorators';
import { Controller, Get, Query } from '@nestjs/common';
import type { Language } from '@slabworks/contracts';
import { RequestLang } from '../shared/request-lang.decorator';
import { FaqSearchRequestDto } from './faq-search.request.dto';
import { FaqQueries } from './faq.queries';

@Controller('content/faq')
export class FaqHttpController {
  constructor(private readonly faqs: FaqQueries) {}

  @Get()
  @ApiName('searchFaq')
  search(@Query() query: FaqSearchRequestDto, @RequestLang() lang: Language) {
    return this.faqs.search(query, lang);
  }
}
