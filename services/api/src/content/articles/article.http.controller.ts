import { ApiName } from '../../openapi/api-docs.decorators';
import { Controller, Get, Query } from '@nestjs/common';
import type { Language } from '@slabworks/contracts';
import { RequestLang } from '../shared/request-lang.decorator';
import { ArticleListRequestDto } from './article-list.request.dto';
import { ArticleQueries } from './article.queries';

@Controller('content/articles')
export class ArticleHttpController {
  constructor(private readonly articles: ArticleQueries) {}

  @Get()
  @ApiName('getArticles')
  list(@Query() query: ArticleListRequestDto, @RequestLang() lang: Language) {
    return this.articles.list(query, lang);
  }
}
