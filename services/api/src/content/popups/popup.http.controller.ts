import { ApiName } from '../../openapi/api-docs.decorators';
import { Controller, Get, Query } from '@nestjs/common';
import type { Language } from '@slabworks/contracts';
import { RequestLang } from '../shared/request-lang.decorator';
import { PopupListRequestDto } from './popup-list.request.dto';
import { PopupQueries } from './popup.queries';

@Controller('popup')
export class PopupHttpController {
  constructor(private readonly popups: PopupQueries) {}

  @Get('list')
  @ApiName('getPopups')
  list(@Query() query: PopupListRequestDto, @RequestLang() lang: Language) {
    return this.popups.list(query, lang);
  }
}
