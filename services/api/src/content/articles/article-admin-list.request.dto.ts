import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../paging';
import { ARTICLE_KINDS, type ArticleKind } from '../persistence/article.entity';

export class ArticleAdminListRequestDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ARTICLE_KINDS }) @IsOptional() @IsIn(ARTICLE_KINDS) kind?: ArticleKind;
}
