import { IsIn, IsOptional } from 'class-validator';
import { MAX_PAGE_LIMIT } from '../../paging';
import { WindowedListQueryDto } from '../shared/preview-mode';
import { BANNER_TYPES, DEVICE_TYPES, type BannerType, type DeviceType } from '../persistence/banner.entity';

export class BannerListRequestDto extends WindowedListQueryDto {
  @IsOptional() @IsIn(BANNER_TYPES) type?: BannerType;
  /** A banner without a device type shows on both. */
  @IsOptional() @IsIn(DEVICE_TYPES) deviceType?: DeviceType;
  // Spec §9: the web reads offset 0, limit 100.
  override limit: number = MAX_PAGE_LIMIT;
}
