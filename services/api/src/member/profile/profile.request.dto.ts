import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { LANGUAGES, type Language } from '@slabworks/contracts';

export class UpdateProfileRequestDto {
  @IsOptional() @IsString() nickname?: string;
  @IsOptional() @IsString() phoneNumber?: string;
  @IsOptional() @IsIn(LANGUAGES) language?: Language;
  @IsOptional() @IsBoolean() notifyByMail?: boolean;
  @IsOptional() @IsBoolean() notifyBySms?: boolean;
}

export class ChangePasswordRequestDto {
  @IsOptional() @IsString() currentPassword?: string;
  @IsOptional() @IsString() password?: string;
  @IsOptional() @IsString() passwordConfirmation?: string;
}
