import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  ValidateNested,
  MaxLength,
} from 'class-validator';
import {
  MAX_CARDS_PER_ORDER,
  MAX_PHOTOS_PER_ORDER,
  ORDER_TYPES,
  SHIPPING_METHODS,
  SUBMIT_TYPES,
} from '@slabworks/domain';
import { AddressRequestDto } from './address.request.dto';
import { CardLineRequestDto } from './card-line.request.dto';
import { NestedObject } from '../../errors';

export class AgreementsRequestDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() photosMatchCards?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() terms?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() caution?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() quickSubmissionNotice?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() minimumGradeTerms?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() noMinimumGrade?: boolean;
}

/** A cart, a draft or an order as the member sends it. Currency follows the member's service region. */
export class OrderInputRequestDto {
  @ApiPropertyOptional({ enum: SUBMIT_TYPES }) @IsOptional() @IsIn([...SUBMIT_TYPES]) submitType?: string;
  @ApiPropertyOptional({
    enum: ORDER_TYPES,
    description: 'GENERAL: REG (default), EXP or BULK; SIMPLE → EXP',
  })
  @IsOptional()
  @IsIn([...ORDER_TYPES])
  orderType?: string;

  @ApiPropertyOptional({ enum: SHIPPING_METHODS })
  @IsOptional()
  @IsIn([...SHIPPING_METHODS])
  shippingMethod?: string;

  @ApiPropertyOptional({ type: [CardLineRequestDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CARDS_PER_ORDER)
  @ValidateNested({ each: true })
  @Type(() => CardLineRequestDto)
  cardLines?: CardLineRequestDto[];

  @ApiPropertyOptional({ type: [String], description: 'REHOLDER: certification numbers of our graded cards' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CARDS_PER_ORDER + 1)
  @IsString({ each: true })
  certificationNumbers?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_PHOTOS_PER_ORDER + 1)
  @IsString({ each: true })
  photos?: string[];

  @ApiPropertyOptional({ type: AddressRequestDto })
  @NestedObject(() => AddressRequestDto, { optional: true })
  returnAddress?: AddressRequestDto;

  @ApiPropertyOptional({ type: AgreementsRequestDto })
  @NestedObject(() => AgreementsRequestDto, { optional: true })
  agreements?: AgreementsRequestDto;

  @ApiPropertyOptional({
    type: [String],
    description: 'Ids of coupons in the member’s coupons (not for VIP)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  couponIds?: string[];

  @ApiPropertyOptional({ description: 'Drafts only: the "save this address" tick, kept with the draft' })
  @IsOptional()
  @IsBoolean()
  saveReturnAddress?: boolean;

  // Prices and counts are recomputed on the server (spec §5); sent values are accepted and ignored.
  @ApiPropertyOptional({ type: String, deprecated: true, description: 'Ignored: the service region decides' })
  @Allow()
  currency?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() totalPrice?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() totalAmount?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() totalQt?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() deliveryCost?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() korQt?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() korAutoQt?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() foreignQt?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() foreignAutoQt?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() pokemonQt?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() yugiohQt?: unknown;
  @ApiPropertyOptional({ type: 'number', deprecated: true }) @Allow() reholderQt?: unknown;
}

export class PlaceOrderRequestDto extends OrderInputRequestDto {
  @ApiPropertyOptional({ description: 'Place this saved draft (fields sent here override it)' })
  @IsOptional()
  @IsString()
  draftId?: string;
}
