import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, Matches, Max, Min, ValidateIf } from 'class-validator';
import { UUID_PATTERN } from '@slabworks/order-commands';
import { MAX_INT_COLUMN } from '../../errors';
import type { WrittenRevision } from '../read-model/read-your-writes';

const named = (o: WrittenRevisionRequestDto) => o.orderId !== undefined || o.minRevision !== undefined;

/**
 * Read-your-writes on a list: the order and revision a command just answered. The list then waits
 * (≤ 2 s) until the read model has applied that write. Both or neither.
 */
export class WrittenRevisionRequestDto {
  @ApiPropertyOptional({ description: 'The order a command just changed (with minRevision)' })
  @ValidateIf(named)
  @IsDefined()
  @Matches(UUID_PATTERN)
  orderId?: string;

  @ApiPropertyOptional({
    description: "The command's answered revision: wait (≤ 2 s) until it is in the list",
  })
  @ValidateIf(named)
  @IsDefined()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_INT_COLUMN)
  minRevision?: number;
}

export const writtenRevisionOf = (dto: WrittenRevisionRequestDto): WrittenRevision | undefined =>
  dto.orderId !== undefined && dto.minRevision !== undefined
    ? { orderId: dto.orderId.toLowerCase(), minRevision: dto.minRevision }
    : undefined;
