import { IsBoolean, IsOptional, IsString } from 'class-validator';

// Types only; required fields, lengths and patterns are @slabworks/domain's validateAddress.
export class AddressRequestDto {
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() recipient?: string;
  @IsOptional() @IsString() phone?: string;
  @IsOptional() @IsString() postalCode?: string;
  @IsOptional() @IsString() address1?: string;
  @IsOptional() @IsString() address2?: string | null;
  @IsOptional() @IsString() memo?: string | null;
  @IsOptional() @IsBoolean() isDefault?: boolean;
}
