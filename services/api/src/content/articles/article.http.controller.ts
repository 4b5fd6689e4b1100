import { ApiName } from '../../api-docs';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Language } from '@slabworks/contracts';
import { ContentIdPipe } from '../admin/content-id.pipe';
import { RequestLang } from '../shared/request-lang.decorator';
import { ArticleListRequestDto } from './article-list.request.dto';
import { ArticleQueries } from './article.queries';

@Controller('content/articles')
export class ArticleHttpController {
  constructor(private readonly articles: ArticleQueries) {}

  @Get()
  list(@Query() query: ArticleListRequestDto, @RequestLang() lang: Language) {
    return this.articles.list(query, lang);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One published notice, event or column in the caller’s language' })
  @ApiName('getArticle')
  get(@Param('id', ContentIdPipe) id: number, @RequestLang() lang: Language) {
    return this.articles.get(id, lang);
  }
}
