import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';
import { ApiException } from '../../errors';

export const MAX_SORT_ORDER = 9999;

/**
 * Where an item stands in its list (0 first unless given). The swagger plugin reads limits only from
 * decorators written on the property, so the minimum is stated for the document here.
 */
export const SortOrderField = () =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 0, default: 0 }),
    IsOptional(),
    IsInt(),
    Min(0),
    Max(MAX_SORT_ORDER),
  );

/** Status, time window and position shared by banners and popups. */
export class WindowedContentRequestDto {
  @ApiProperty({ description: 'Off: shown only with previewmode=true' }) @IsBoolean() status!: boolean;
  @ApiProperty({ example: '2025-03-01T10:00:00+09:00' }) @IsISO8601({ strict: true }) startAt!: string;
  @ApiProperty({ example: '2025-03-31T23:59:00+09:00', description: 'Inclusive, to the minute' })
  @IsISO8601({ strict: true })
  endAt!: string;
  @SortOrderField()
  @Type(() => Number)
  sortOrder?: number;
}

/** The window's end before its start is a field error at endAt; nothing is stored. */
export const windowOf = (body: { startAt: string; endAt: string }) => {
  const startAt = new Date(body.startAt);
  const endAt = new Date(body.endAt);
  if (endAt < startAt)
    throw ApiException.validation([{ field: 'endAt', rule: 'notBeforeStart', params: {} }]);
  return { startAt, endAt };
};
