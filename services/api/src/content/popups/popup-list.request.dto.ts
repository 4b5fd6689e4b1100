import { IsIn, IsOptional } from 'class-validator';
import { MAX_PAGE_LIMIT } from '../../paging';
import { WindowedListQueryDto } from '../shared/preview-mode';
import { DEVICE_TYPES, type DeviceType } from '../persistence/banner.entity';

export class PopupListRequestDto extends WindowedListQueryDto {
  @IsOptional() @IsIn(DEVICE_TYPES) deviceType?: DeviceType;
  @IsOptional() @IsIn(['POPUP']) type?: 'POPUP';
  override limit: number = MAX_PAGE_LIMIT;
}
