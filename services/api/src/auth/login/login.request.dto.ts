import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_EMAIL_LENGTH, PASSWORD_LENGTH } from '@slabworks/domain';

// Only shape checks: a log-in never explains which rule a stored password follows.
export class LoginRequestDto {
  @IsString() @IsNotEmpty() @MaxLength(MAX_EMAIL_LENGTH) email!: string;
  @IsString() @IsNotEmpty() @MaxLength(PASSWORD_LENGTH.max * 4) password!: string;
}

export class RenewRequestDto {
  @IsOptional() @IsString() @MaxLength(200) refreshToken?: string;
}
