import { IsOptional, IsString } from 'class-validator';

// Types only; what is required and how long each may be is @slabworks/domain validatePartnershipInquiry's.
export class PartnershipInquiryRequestDto {
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() phone?: string;
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() company?: string;
  @IsOptional() @IsString() region?: string;
  @IsOptional() @IsString() content?: string;
}
