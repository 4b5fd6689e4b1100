import { IsOptional, IsString } from 'class-validator';

export class UpdateProfileRequestDto {
  @IsOptional() @IsString() nickname?: string;
  @IsOptional() @IsString() phoneNumber?: string;
}

export class ChangePasswordRequestDto {
  @IsOptional() @IsString() currentPassword?: string;
  @IsOptional() @IsString() password?: string;
  @IsOptional() @IsString() passwordConfirmation?: string;
}
