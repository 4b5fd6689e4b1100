import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { SUBMIT_TYPES, type SubmitType } from '@slabworks/domain';
import { MAX_INT_COLUMN, NestedObject } from '../errors';

/** Minor units per currency (KRW and TWD whole units, USD cents). */
export class CurrencyAmountsRequestDto {
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(MAX_INT_COLUMN) KRW?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(MAX_INT_COLUMN) USD?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(MAX_INT_COLUMN) TWD?: number;
}

export class RegisterCouponRequestDto {
  @ApiProperty({ description: 'The code as the member typed it (case and surrounding spaces ignored)' })
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  code!: string;
}

export class CreateCouponRequestDto {
  @ApiProperty({ description: '4–32 letters, digits or dashes; stored upper-case' })
  @IsString()
  @Matches(/^\s*[A-Za-z0-9-]{4,32}\s*$/)
  code!: string;

  @ApiProperty() @IsString() @MinLength(1) @MaxLength(60) name!: string;

  @ApiProperty({ enum: ['AMOUNT', 'RATE'] })
  @IsIn(['AMOUNT', 'RATE'])
  discountKind!: 'AMOUNT' | 'RATE';

  @ApiPropertyOptional({ type: CurrencyAmountsRequestDto, description: 'AMOUNT: the discount per currency' })
  @NestedObject(() => CurrencyAmountsRequestDto, { optional: true })
  amounts?: CurrencyAmountsRequestDto;

  @ApiPropertyOptional({ description: 'RATE: basis points of the total price (1000 = 10 %)' })
  @ValidateIf((o: CreateCouponRequestDto) => o.discountKind === 'RATE')
  @IsInt()
  @Min(1)
  @Max(10_000)
  rateBp?: number;

  @ApiPropertyOptional({ type: CurrencyAmountsRequestDto })
  @NestedObject(() => CurrencyAmountsRequestDto, { optional: true })
  minimumOrderAmounts?: CurrencyAmountsRequestDto;

  @ApiProperty() @IsISO8601({ strict: true }) validFrom!: string;
  @ApiProperty() @IsISO8601({ strict: true }) validUntil!: string;

  @ApiPropertyOptional({ description: 'Orders that may use it in all; none: no limit' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT_COLUMN)
  usageLimit?: number;

  @ApiProperty({ enum: SUBMIT_TYPES, isArray: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(SUBMIT_TYPES, { each: true })
  submitTypes!: SubmitType[];
}

export class CouponPausedRequestDto {
  @ApiProperty() @IsBoolean() paused!: boolean;
}

export class IssueCouponRequestDto {
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  memberIds!: string[];
}

export class MembershipTierRequestDto {
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(30) name!: string;
  @ApiProperty({ description: 'Basis points (500 = 5 %)' })
  @IsInt()
  @Min(0)
  @Max(10_000)
  discountRateBp!: number;
}

export class MemberTierRequestDto {
  @ApiProperty({ type: String, nullable: true, description: 'null: no tier' })
  @ValidateIf((o: MemberTierRequestDto) => o.tierId !== null)
  @IsUUID()
  tierId!: string | null;
}

export class MemberDiscountRateRequestDto {
  @ApiProperty({ description: 'The VIP rate in basis points (1000 = 10 %)' })
  @IsInt()
  @Min(0)
  @Max(10_000)
  discountRateBp!: number;
}
