import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_INT_COLUMN } from '../errors/column-range';

export class StateAtRequestDto {
  @ApiPropertyOptional({ description: 'Fold events up to and including this revision' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_INT_COLUMN)
  revision?: number;

  @ApiPropertyOptional({ description: 'Fold events recorded at or before this instant (ISO-8601)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  at?: string;
}
