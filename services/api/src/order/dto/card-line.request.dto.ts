import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { CARD_CATEGORIES, SPORTS_TYPES } from '@slabworks/domain';

/** One card line as the member typed it; rules (spec §5) are checked by libs/domain validateCardLine. */
export class CardLineRequestDto {
  @ApiPropertyOptional({ description: 'Assigned L1, L2, … when absent' })
  @IsOptional()
  @IsString()
  lineId?: string;

  @ApiPropertyOptional({ enum: CARD_CATEGORIES })
  @IsOptional()
  @IsIn([...CARD_CATEGORIES])
  cardCategory?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() playerName?: string;

  @ApiPropertyOptional({
    description: 'At least 1, digits only (a number or a string of digits)',
    oneOf: [
      { type: 'integer', minimum: 1 },
      { type: 'string', pattern: '^[0-9]+$' },
    ],
  })
  @Allow()
  quantity?: number | string;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() isAuto?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isKorean?: boolean;
  @ApiPropertyOptional({ enum: SPORTS_TYPES, nullable: true })
  @IsOptional()
  @IsIn([...SPORTS_TYPES])
  sportsType?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() signer?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() brand?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() setName?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() description?:
    string | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: '1999 or later, except Pokémon' })
  @Allow()
  year?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() cardNumber?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() serialNumber?:
    string | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() casing?: boolean;
  @ApiPropertyOptional({ type: 'number', nullable: true, description: 'GENERAL only: 10, 9, 8.5 … 1' })
  @Allow()
  minimumGrade?: number | null;

  // Computed by the server; accepted so old clients keep working, then ignored.
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() price?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() amount?: unknown;
}
