import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from './list-page';
import { MAX_INT_COLUMN } from '../../errors/column-range';

export class PageQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(MAX_INT_COLUMN) offset: number = 0;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_LIMIT) limit: number = DEFAULT_PAGE_LIMIT;
}
