import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';
import { PATTERNS } from '@slabworks/domain';
import { SummaryTextDto, TitleTextDto } from '../admin/translated-text.request.dto';
import { MAX_SORT_ORDER } from '../admin/window.request.dto';

export class PartnerShopRequestDto {
  @ApiProperty({ type: TitleTextDto }) @ValidateNested() @Type(() => TitleTextDto) city!: TitleTextDto;
  @ApiProperty({ type: TitleTextDto })
  @ValidateNested()
  @Type(() => TitleTextDto)
  businessName!: TitleTextDto;
  @ApiProperty({ type: SummaryTextDto })
  @ValidateNested()
  @Type(() => SummaryTextDto)
  information!: SummaryTextDto;
  @ApiProperty({ type: SummaryTextDto })
  @ValidateNested()
  @Type(() => SummaryTextDto)
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
