import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsISO8601, Max, Min, ValidateNested } from 'class-validator';
import {
  CARD_CATEGORIES,
  CURRENCIES,
  SERVICE_NAMES,
  type CardCategory,
  type Currency,
  type ServiceName,
} from '@slabworks/domain';
import { NestedObject } from '../../errors';

// Amounts are in the currency's smallest unit the seed uses (won, cents, TWD dollars).
export const MAX_AMOUNT = 100_000_000;

export class ServiceAmountDto {
  @ApiProperty({ enum: SERVICE_NAMES }) @IsIn(SERVICE_NAMES) serviceName!: ServiceName;
  @ApiProperty() @IsInt() @Min(0) @Max(MAX_AMOUNT) amount!: number;
}

export class CategoryAmountDto {
  @ApiProperty({ enum: CARD_CATEGORIES }) @IsIn(CARD_CATEGORIES) category!: CardCategory;
  @ApiProperty() @IsInt() @Min(0) @Max(MAX_AMOUNT) amount!: number;
}

export class DeliveryAmountDto {
  @ApiProperty() @IsInt() @Min(0) @Max(MAX_AMOUNT) base!: number;
  @ApiProperty() @IsInt() @Min(0) @Max(MAX_AMOUNT) jejuExtra!: number;
}

/** A new cost policy version: every service priced, event categories as needed, from a date on. */
export class CostPolicyVersionRequestDto {
  @ApiProperty({ enum: CURRENCIES }) @IsIn(CURRENCIES) currency!: Currency;
  @ApiProperty({ description: 'Not in the past: placed orders keep the prices they were placed with' })
  @IsISO8601({ strict: true })
  effectiveFrom!: string;
  @ApiProperty({ type: [ServiceAmountDto], description: 'Every service name exactly once' })
  @IsArray()
  @ArrayMaxSize(SERVICE_NAMES.length)
  @ValidateNested({ each: true })
  @Type(() => ServiceAmountDto)
  productService!: ServiceAmountDto[];
  @ApiProperty({ type: [CategoryAmountDto] })
  @IsArray()
  @ArrayMaxSize(CARD_CATEGORIES.length)
  @ValidateNested({ each: true })
  @Type(() => CategoryAmountDto)
  productCardCategory!: CategoryAmountDto[];
  @ApiProperty({ type: DeliveryAmountDto })
  @NestedObject(() => DeliveryAmountDto)
  delivery!: DeliveryAmountDto;
}
