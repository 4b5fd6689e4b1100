import { IsOptional, IsString, MaxLength } from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@slabworks/domain';

export class CheckMbStatusRequestDto {
  @IsOptional() @IsString() @MaxLength(MAX_EMAIL_LENGTH) email?: string;
}
