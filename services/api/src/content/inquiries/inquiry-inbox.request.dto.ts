import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../paging';

export class InquiryInboxRequestDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Omit for every inquiry' })
  @IsOptional()
  @IsIn(['true', 'false'])
  handled?: 'true' | 'false';
}

export class InquiryHandledRequestDto {
  @ApiProperty() @IsBoolean() handled!: boolean;
}
