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
 * ISO 8601 allows forms that name no instant JavaScript or PostgreSQL can read (2026-W48, 2026-331,
 * 2026-11-27T10): those would reach the query as an invalid date and answer 500. Same constraint name
 * as IsISO8601, so a value failing both is one problem (rule `pattern`).
 */
const IsInstant = () =>
  ValidateBy({
    name: 'isIso8601',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
      defaultMessage: () => '$property must be an instant (ISO 8601 date-time)',
    },
  });

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
  @IsInstant()
  at?: string;
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

  @ApiPropertyOptional({ description: 'Created at or after this instant (ISO-8601)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  @IsInstant()
  from?: string;

  @ApiPropertyOptional({ description: 'Created before this instant (ISO-8601)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  @IsInstant()
  to?: string;

  @ApiPropertyOptional({ description: 'A certification number the order scored or re-holdered' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  certificationNumber?: string;
}

export class RangeExportRequestDto {
  @ApiProperty({ description: 'First instant of the range (ISO-8601, inclusive)' })
  @IsISO8601({ strict: true })
  @IsInstant()
  from!: string;

  @ApiProperty({
    description: 'End of the range (ISO-8601, exclusive); at most AUDIT_EXPORT_MAX_DAYS after from',
  })
  @IsISO8601({ strict: true })
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

  @ApiPropertyOptional({ description: 'Recorded at or after (ISO-8601)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  @IsInstant()
  from?: string;

  @ApiPropertyOptional({ description: 'Recorded before (ISO-8601)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  @IsInstant()
  to?: string;

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
