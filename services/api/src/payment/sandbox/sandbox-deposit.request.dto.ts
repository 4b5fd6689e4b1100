import { IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';

export class SandboxDepositRequestDto {
  @Matches(/^\d{6,20}$/)
  accountNumber!: string;

  @IsInt()
  @Min(1)
  amount!: number;

  @IsOptional()
  @IsString()
  @MaxLength(20)
  depositorBank?: string;

  /** The account the money came from; a late deposit is refunded to it (digits only). */
  @IsOptional()
  @Matches(/^\d{6,20}$/)
  depositorAccount?: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  depositorName?: string;
}
