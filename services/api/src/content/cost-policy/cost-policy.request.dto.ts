import { IsIn, IsOptional } from 'class-validator';
import { CURRENCIES, type Currency } from '@slabworks/domain';

export class CostPolicyRequestDto {
  @IsOptional() @IsIn(CURRENCIES) currency: Currency = 'KRW';
}
