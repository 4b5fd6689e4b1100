import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';

// Types only: the rules (lengths, patterns, required) come from @slabworks/domain in the service.
export class ConsentsDto {
  @IsOptional() @IsBoolean() terms?: boolean;
  @IsOptional() @IsBoolean() privacy?: boolean;
  @IsOptional() @IsBoolean() over14?: boolean;
  @IsOptional() @IsBoolean() crossBorder?: boolean;
  @IsOptional() @IsBoolean() advertising?: boolean;
}

export class SignupRequestDto {
  @IsOptional() @IsString() nickname?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() password?: string;
  @IsOptional() @IsString() passwordConfirmation?: string;
  @IsOptional() @IsString() phone?: string;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => ConsentsDto) consents?: ConsentsDto;
}
