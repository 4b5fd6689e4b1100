import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { NestedObject } from '../../errors';
import { IMAGE_REF, LANDING_URL, SummaryTextDto, TitleTextDto } from '../admin/translated-text.request.dto';
import { WindowedContentRequestDto } from '../admin/window.request.dto';

export class PromotionRequestDto extends WindowedContentRequestDto {
  @ApiProperty({ type: TitleTextDto }) @NestedObject(() => TitleTextDto) title!: TitleTextDto;
  @ApiProperty({ type: SummaryTextDto }) @NestedObject(() => SummaryTextDto) description!: SummaryTextDto;
  @ApiPropertyOptional({ type: String, example: '/content/promo-1.svg', nullable: true })
  @IsOptional()
  @IsString()
  @Matches(IMAGE_REF)
  imageUrl?: string | null;
  @ApiPropertyOptional({ type: String, example: '/grading/pricing', nullable: true })
  @IsOptional()
  @IsString()
  @Matches(LANDING_URL)
  landingUrl?: string | null;
}
