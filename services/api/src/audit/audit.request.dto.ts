import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsISO8601,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { MAX_INT_COLUMN } from '../errors';
import { PageRequestDto } from '../order';

/**
 * An instant: a strict ISO 8601 date-time that JavaScript and PostgreSQL can read. ISO 8601 also
 * allows forms that name no instant (2026-W48, 2026-331, 2026-11-27T10): those would reach the query
 * as an invalid date and answer 500. The reading check has IsISO8601's constraint name, so a value
 * failing both is one problem (rule `pattern`).
 */
const IsInstant = () =>
  applyDecorators(
    ValidateBy({
      name: 'isIso8601',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
        defaultMessage: () => '$property must be an instant (ISO 8601 date-time)',
      },
    }),
    IsISO8601({ strict: true }),
  );

/** A filter on when something happened: optional, an instant when given. */
const InstantFilter = (description: string) =>
  applyDecorators(ApiPropertyOptional({ description }), IsOptional(), IsInstant());

export class StateAtRequestDto {
  @ApiPropertyOptional({ description: 'Fold events up to and including this revision' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_INT_COLUMN)
  revision?: number;

  @InstantFilter('Fold events recorded at or before this instant (ISO-8601)') at?: string;
}

export class FindAuditOrdersRequestDto extends PageRequestDto {
  @ApiPropertyOptional({ description: 'Any part of the order number' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  orderNumber?: string;

  @ApiPropertyOptional({ description: "The member's e-mail (exact, case-insensitive)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  email?: string;

  @InstantFilter('Created at or after this instant (ISO-8601)') from?: string;

  @InstantFilter('Created before this instant (ISO-8601)') to?: string;

  @ApiPropertyOptional({ description: 'A certification number the order scored or re-holdered' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  certificationNumber?: string;
}

export class RangeExportRequestDto {
  @ApiProperty({ description: 'First instant of the range (ISO-8601, inclusive)' })
  @IsInstant()
  from!: string;

  @ApiProperty({
    description: 'End of the range (ISO-8601, exclusive); at most AUDIT_EXPORT_MAX_DAYS after from',
  })
  @IsInstant()
  to!: string;
}

export class RecentRequestDto {
  @ApiPropertyOptional({ default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}

export const ACTIVITY_ROLES = ['MEMBER', 'OPERATOR', 'ADMIN', 'SYSTEM', 'UNKNOWN'] as const;

export class ActivityRequestDto {
  @ApiPropertyOptional({
    enum: ACTIVITY_ROLES,
    description: "The actor's role (UNKNOWN: events without one)",
  })
  @IsOptional()
  @IsIn(ACTIVITY_ROLES)
  role?: string;

  @ApiPropertyOptional({ description: "The actor's id (a member id, or e.g. deadline-worker)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  actorId?: string;

  @ApiPropertyOptional({ description: 'Event type, e.g. OrderCorrected' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z]{1,80}$/)
  type?: string;

  @InstantFilter('Recorded at or after (ISO-8601)') from?: string;

  @InstantFilter('Recorded before (ISO-8601)') to?: string;

  @ApiPropertyOptional({ description: "The previous page's next cursor" })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,200}$/)
  after?: string;

  @ApiPropertyOptional({ default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}
