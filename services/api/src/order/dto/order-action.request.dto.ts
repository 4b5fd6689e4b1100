import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { AddressRequestDto } from './address.request.dto';
import { NestedObject } from '../../errors';

// Shapes only; required fields and lengths are libs/domain's (validateShipment, validateRefundAccount…).
export class ShipmentRequestDto {
  @ApiProperty({ example: 'CJ' }) @IsOptional() @IsString() courier!: string;
  @ApiProperty({ description: 'At most 200 characters' }) @IsOptional() @IsString() trackingNumber!: string;
}

export class RefundAccountRequestDto {
  @ApiProperty({ example: '국민' }) @IsOptional() @IsString() bank!: string;
  @ApiProperty({ description: 'Digits only, no dashes' }) @IsOptional() @IsString() accountNumber!: string;
  @ApiProperty() @IsOptional() @IsString() holderName!: string;
}

export class ShippingAddressRequestDto {
  @ApiProperty({ type: AddressRequestDto })
  @NestedObject(() => AddressRequestDto, { optional: true })
  returnAddress!: AddressRequestDto;
}

export class CancelOrderRequestDto {
  @ApiProperty() @IsOptional() @IsString() reason!: string;

  @ApiPropertyOptional({
    type: RefundAccountRequestDto,
    description: 'For a bank-transfer refund of a paid order',
  })
  @NestedObject(() => RefundAccountRequestDto, { optional: true })
  refundAccount?: RefundAccountRequestDto;
}

export class ReasonRequestDto {
  @ApiProperty() @IsOptional() @IsString() reason!: string;
}

export class RefundRequestDto {
  @ApiPropertyOptional({
    description: 'Required once the cards are shipped back (at most 200 characters)',
  })
  @IsOptional()
  @IsString()
  trackingNumber?: string;

  @ApiPropertyOptional({ description: 'At most 500 characters' }) @IsOptional() @IsString() reason?: string;
}
