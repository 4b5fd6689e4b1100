import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@slabworks/domain';

const CODE = /^\d{6}$/;

export class EmailRequestDto {
  @IsString() @MaxLength(MAX_EMAIL_LENGTH) email!: string;
}

export class VerifyEmailCodeRequestDto {
  @IsString() @Matches(CODE) code!: string;
  @IsString() @MaxLength(MAX_EMAIL_LENGTH) email!: string;
}

export class SendPhoneCodeRequestDto {
  @IsOptional() @IsString() phoneNumber?: string;
}

export class CheckPhoneCodeRequestDto {
  @IsOptional() @IsString() phoneNumber?: string;
  @IsString() @Matches(CODE) code!: string;
}
