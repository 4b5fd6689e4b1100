import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { ImageRefDto, LANDING_URL, TitleTextDto } from '../admin/translated-text.request.dto';
import { WindowedContentRequestDto } from '../admin/window.request.dto';
import { DEVICE_TYPES, type DeviceType } from '../persistence/banner.entity';
import { NestedObject } from '../../errors';

export class PopupRequestDto extends WindowedContentRequestDto {
  @ApiProperty({ enum: DEVICE_TYPES, description: 'A popup always names its device' })
  @IsIn(DEVICE_TYPES)
  deviceType!: DeviceType;
  @ApiProperty({ type: TitleTextDto }) @NestedObject(() => TitleTextDto) title!: TitleTextDto;
  @ApiProperty({ type: ImageRefDto }) @NestedObject(() => ImageRefDto) image!: ImageRefDto;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @Matches(LANDING_URL)
  landingUrl?: string | null;
}
