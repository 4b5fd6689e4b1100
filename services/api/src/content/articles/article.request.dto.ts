import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsISO8601, IsOptional, IsString, Matches } from 'class-validator';
import { BodyTextDto, IMAGE_REF, SummaryTextDto, TitleTextDto } from '../admin/translated-text.request.dto';
import { ARTICLE_KINDS, type ArticleKind } from '../persistence/article.entity';
import { NestedObject } from '../../errors';

export class ArticleRequestDto {
  @ApiProperty({ enum: ARTICLE_KINDS }) @IsIn(ARTICLE_KINDS) kind!: ArticleKind;
  @ApiProperty({ type: TitleTextDto }) @NestedObject(() => TitleTextDto) title!: TitleTextDto;
  @ApiProperty({ type: SummaryTextDto })
  @NestedObject(() => SummaryTextDto)
  summary!: SummaryTextDto;
  @ApiProperty({ type: BodyTextDto }) @NestedObject(() => BodyTextDto) body!: BodyTextDto;
  @ApiPropertyOptional({ type: String, nullable: true, example: '/content/column-1.svg' })
  @IsOptional()
  @IsString()
  @Matches(IMAGE_REF)
  imageUrl?: string | null;
  @ApiProperty() @IsBoolean() pinned!: boolean;
  @ApiProperty() @IsBoolean() status!: boolean;
  @ApiProperty({ description: 'A future date schedules the article' })
  @IsISO8601({ strict: true })
  publishedAt!: string;
}
