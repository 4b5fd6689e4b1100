import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { PATTERNS } from '@slabworks/domain';
import { SummaryTextDto, TitleTextDto } from '../admin/translated-text.request.dto';
import { MAX_SORT_ORDER } from '../admin/window.request.dto';
import { NestedObject } from '../../errors';

export class PartnerShopRequestDto {
  @ApiProperty({ type: TitleTextDto }) @NestedObject(() => TitleTextDto) city!: TitleTextDto;
  @ApiProperty({ type: TitleTextDto })
  @NestedObject(() => TitleTextDto)
  businessName!: TitleTextDto;
  @ApiProperty({ type: SummaryTextDto })
  @NestedObject(() => SummaryTextDto)
  information!: SummaryTextDto;
  @ApiProperty({ type: SummaryTextDto })
  @NestedObject(() => SummaryTextDto)
  address!: SummaryTextDto;
  @ApiProperty({ example: '02-555-0101' }) @IsString() @Matches(PATTERNS.phone) number!: string;
  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_SORT_ORDER)
  sortOrder?: number;
  @ApiProperty() @IsBoolean() status!: boolean;
}
