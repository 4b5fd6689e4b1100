import { IsIn } from 'class-validator';
import { PageQueryDto } from '../../paging';
import { ARTICLE_KINDS, type ArticleKind } from '../persistence/article.entity';

export class ArticleListRequestDto extends PageQueryDto {
  @IsIn(ARTICLE_KINDS) kind!: ArticleKind;
}
