import { IsBoolean, IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { LANGUAGES, type Language } from '@slabworks/contracts';

export class UpdateProfileRequestDto {
  @IsOptional() @IsString() nickname?: string;
  @IsOptional() @IsString() phoneNumber?: string;
  // Left out means unchanged; null is refused (these columns always hold a value).
  @ValidateIf((_, value) => value !== undefined) @IsIn(LANGUAGES) language?: Language;
  @ValidateIf((_, value) => value !== undefined) @IsBoolean() notifyByMail?: boolean;
  @ValidateIf((_, value) => value !== undefined) @IsBoolean() notifyBySms?: boolean;
  /** Optional consent (spec §5): every change is a new consent record with the document version. */
  @ValidateIf((_, value) => value !== undefined) @IsBoolean() advertisingConsent?: boolean;
  /** One of the member's uploads (POST /api/uploads) as their profile photo; null removes it. */
  @ValidateIf((_, value) => value !== undefined && value !== null) @IsString() photoUploadId?: string | null;
}

export class ChangePasswordRequestDto {
  @IsOptional() @IsString() currentPassword?: string;
  @IsOptional() @IsString() password?: string;
  @IsOptional() @IsString() passwordConfirmation?: string;
}
