import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CURRENCIES, type Currency } from '@slabworks/domain';

export class CostPolicyRequestDto {
  @ApiPropertyOptional({ enum: CURRENCIES, default: 'KRW' })
  @IsOptional()
  @IsIn(CURRENCIES)
  currency: Currency = 'KRW';
}
