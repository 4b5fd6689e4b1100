import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@slabworks/domain';

export class CheckMbStatusRequestDto {
  // May be left out, but null is no e-mail: IsOptional would pass it on to normalizeEmail.
  @ValidateIf((_, value) => value !== undefined) @IsString() @MaxLength(MAX_EMAIL_LENGTH) email?: string;
}
