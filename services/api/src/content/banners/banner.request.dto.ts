import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { ImageRefDto, LANDING_URL, TitleTextDto } from '../admin/translated-text.request.dto';
import { WindowedContentRequestDto } from '../admin/window.request.dto';
import { BANNER_TYPES, DEVICE_TYPES, type BannerType, type DeviceType } from '../persistence/banner.entity';
import { NestedObject } from '../../errors';

export class BannerRequestDto extends WindowedContentRequestDto {
  @ApiProperty({ enum: BANNER_TYPES }) @IsIn(BANNER_TYPES) type!: BannerType;
  @ApiPropertyOptional({ enum: DEVICE_TYPES, nullable: true, description: 'null: every device' })
  @IsOptional()
  @IsIn(DEVICE_TYPES)
  deviceType?: DeviceType | null;
  @ApiProperty({ type: TitleTextDto }) @NestedObject(() => TitleTextDto) title!: TitleTextDto;
  @ApiProperty({ type: ImageRefDto, description: 'One image per language; Korean is the fallback' })
  @NestedObject(() => ImageRefDto)
  image!: ImageRefDto;
  @ApiPropertyOptional({ type: String, example: '#1B2A4A', nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^#[0-9A-Fa-f]{6}$/)
  colorCode?: string | null;
  @ApiPropertyOptional({ type: String, example: '/submit', nullable: true })
  @IsOptional()
  @IsString()
  @Matches(LANDING_URL)
  landingUrl?: string | null;
}
