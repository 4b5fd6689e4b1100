import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@slabworks/domain';

export class SendPasswordMailRequestDto {
  @IsOptional() @IsString() @MaxLength(MAX_EMAIL_LENGTH) email?: string;
}

export class PasswordByMailRequestDto {
  @IsString() @MaxLength(200) token!: string;
  @IsOptional() @IsString() password?: string;
  @IsOptional() @IsString() passwordConfirmation?: string;
}
