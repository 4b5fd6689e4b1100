import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_INT_COLUMN } from '../../errors';
import { WrittenRevisionRequestDto } from './written-revision.request.dto';

export const TAB_PARAMS = ['all', 'in-process', 'cancel', 'refund', 'complete'] as const;
export const MAX_PAGE_SIZE = 100;

/**
 * The page a list answers (from 1). The swagger plugin reads limits only from decorators written on
 * the property, so the minimum is stated for the document here.
 */
export const PageNumberField = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, default: 1, description }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(MAX_INT_COLUMN),
  );

/** How many rows a page holds: at most MAX_PAGE_SIZE, whatever a list's default. */
export const PageSizeField = (defaultSize: number) =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, default: defaultSize }),
    IsOptional(),
    Type(() => Number),
    IsInt(),
    Min(1),
    Max(MAX_PAGE_SIZE),
  );

export class PageRequestDto {
  @PageNumberField() page?: number;
  @PageSizeField(20) size?: number;
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
