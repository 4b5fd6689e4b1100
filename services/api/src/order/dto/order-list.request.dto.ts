import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_INT_COLUMN } from '../../errors';
import { WrittenRevisionRequestDto } from './written-revision.request.dto';

export const TAB_PARAMS = ['all', 'in-process', 'cancel', 'refund', 'complete'] as const;
export const MAX_PAGE_SIZE = 100;

export class PageRequestDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INT_COLUMN)
  page?: number;
  @ApiPropertyOptional({ default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size?: number;
}

// The page fields are PageRequestDto's: one definition of paging for every list.
export class OrderListRequestDto extends IntersectionType(WrittenRevisionRequestDto, PageRequestDto) {
  @ApiPropertyOptional({ enum: TAB_PARAMS, default: 'all' })
  @IsOptional()
  @IsIn([...TAB_PARAMS])
  tab?: string;
  @ApiPropertyOptional({ description: 'Part of an order number (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  q?: string;
}

export class MinRevisionRequestDto {
  @ApiPropertyOptional({
    description:
      'Wait (up to 2 s) until the read model has reached this revision (the revision a command answered)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_INT_COLUMN)
  minRevision?: number;
}
