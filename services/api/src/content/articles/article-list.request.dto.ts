import { IsIn } from 'class-validator';
import { PageQueryDto } from '../../paging/page.query.dto';
import { ARTICLE_KINDS, type ArticleKind } from '../persistence/article.entity';

export class ArticleListRequestDto extends PageQueryDto {
  @IsIn(ARTICLE_KINDS) kind!: ArticleKind;
}
