import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { ImageRefDto, LANDING_URL, TitleTextDto } from '../admin/translated-text.request.dto';
import { WindowedContentRequestDto } from '../admin/window.request.dto';
import { DEVICE_TYPES, type DeviceType } from '../persistence/banner.entity';

export class PopupRequestDto extends WindowedContentRequestDto {
  @ApiProperty({ enum: DEVICE_TYPES, description: 'A popup always names its device' })
  @IsIn(DEVICE_TYPES)
  deviceType!: DeviceType;
  @ApiProperty({ type: TitleTextDto }) @ValidateNested() @Type(() => TitleTextDto) title!: TitleTextDto;
  @ApiProperty({ type: ImageRefDto }) @ValidateNested() @Type(() => ImageRefDto) image!: ImageRefDto;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsString() @Matches(LANDING_URL) landingUrl?:
    string | null;
}
