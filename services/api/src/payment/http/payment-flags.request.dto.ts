import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export const MAX_RESOLUTION_LENGTH = 500;

export class PaymentFlagListRequestDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(64) orderId?: string;
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: not yet resolved' })
  @IsOptional()
  @IsIn(['true', 'false'])
  open?: 'true' | 'false';
}

export class PaymentFlagResolutionRequestDto {
  @ApiProperty({ description: 'What was done (refunded by hand, member contacted, …)' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_RESOLUTION_LENGTH)
  resolution!: string;
}
