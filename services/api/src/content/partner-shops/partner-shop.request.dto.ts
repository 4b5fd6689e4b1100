import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches } from 'class-validator';
import { PATTERNS } from '@slabworks/domain';
import { SummaryTextDto, TitleTextDto } from '../admin/translated-text.request.dto';
import { SortOrderField } from '../admin/window.request.dto';
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
  @SortOrderField() sortOrder?: number;
  @ApiProperty() @IsBoolean() status!: boolean;
}
