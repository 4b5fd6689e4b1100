import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@slabworks/domain';
import { ConsentsDto } from '../member';

// Types only: nickname and consent rules come from @slabworks/domain and the consent table in the service.
export class SocialSignupRequestDto {
  @IsOptional() @IsString() nickname?: string;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => ConsentsDto) consents?: ConsentsDto;
  /** The code mailed to the e-mail the person gave (only when the provider gave none it vouches for). */
  @IsOptional() @IsString() @Matches(/^\d{6}$/) code?: string;
}

/** One proof: the account's password, or the code mailed to the account (POST pending/link-code). */
export class SocialLinkRequestDto {
  @IsOptional() @IsString() @MaxLength(200) password?: string;
  @IsOptional() @IsString() @Matches(/^\d{6}$/) code?: string;
}

export class SocialEmailRequestDto {
  @IsString() @MaxLength(MAX_EMAIL_LENGTH) email!: string;
}
