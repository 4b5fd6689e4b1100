import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import { ApiException } from '../../errors';
import { ContentClock } from '../shared/content-clock';
import type { ListPage } from '../../paging';
import { textIn } from '../shared/translated-text';
import { ArticleEntity } from '../persistence/article.entity';
import type { ArticleListRequestDto } from './article-list.request.dto';

const articleView = (article: ArticleEntity, lang: Language) => ({
  id: article.id,
  kind: article.kind,
  title: textIn(article.title, lang),
  summary: textIn(article.summary, lang),
  body: textIn(article.body, lang),
  imageUrl: article.imageUrl,
  pinned: article.pinned,
  publishedAt: article.publishedAt.toISOString(),
});

export type ArticleView = ReturnType<typeof articleView>;

/** Published articles of one kind: pinned first, then newest first. A future publishedAt waits. */
@Injectable()
export class ArticleQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ContentClock,
  ) {}

  async list(filter: ArticleListRequestDto, lang: Language): Promise<ListPage<ArticleView>> {
    const [rows, count] = await this.dataSource
      .getRepository(ArticleEntity)
      .createQueryBuilder('a')
      .where('a.kind = :kind', { kind: filter.kind })
      .andWhere('a.status = true')
      .andWhere('a.published_at <= CAST(:now AS timestamptz)', { now: this.clock.now().toISOString() })
      .orderBy('a.pinned', 'DESC')
      .addOrderBy('a.published_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .offset(filter.offset)
      .limit(filter.limit)
      .getManyAndCount();
    return { rows: rows.map((article) => articleView(article, lang)), count };
  }

  /** One published article (the web's /notice/:id and /feed/:id); unpublished ones are 404. */
  async get(id: number, lang: Language): Promise<ArticleView> {
    const article = await this.dataSource
      .getRepository(ArticleEntity)
      .createQueryBuilder('a')
      .where('a.id = :id', { id })
      .andWhere('a.status = true')
      .andWhere('a.published_at <= CAST(:now AS timestamptz)', { now: this.clock.now().toISOString() })
      .getOne();
    if (!article) throw ApiException.notFound('CONTENT.NOT_FOUND');
    return articleView(article, lang);
  }
}
