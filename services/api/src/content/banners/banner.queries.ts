import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import { ContentClock } from '../shared/content-clock';
import type { ListPage } from '../../paging';
import { pageInDisplayOrder } from '../shared/display-order-page';
import { whereLive } from '../shared/live-window';
import { textIn } from '../shared/translated-text';
import { BannerEntity } from '../persistence/banner.entity';
import type { BannerListRequestDto } from './banner-list.request.dto';

const bannerView = (banner: BannerEntity, lang: Language) => ({
  id: banner.id,
  type: banner.type,
  deviceType: banner.deviceType,
  status: banner.status,
  startAt: banner.startAt.toISOString(),
  endAt: banner.endAt.toISOString(),
  title: textIn(banner.title, lang),
  fileInfo: { url: textIn(banner.image, lang) },
  colorCode: banner.colorCode,
  landingUrl: banner.landingUrl,
});

export type BannerView = ReturnType<typeof bannerView>;

@Injectable()
export class BannerQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ContentClock,
  ) {}

  /** `preview`: also rows switched off (PreviewAccess decides who may). */
  async list(filter: BannerListRequestDto, lang: Language, preview = false): Promise<ListPage<BannerView>> {
    const query = this.dataSource.getRepository(BannerEntity).createQueryBuilder('b');
    whereLive(query, 'b', { now: this.clock.now(), previewMode: preview });
    if (filter.type) query.andWhere('b.type = :type', { type: filter.type });
    if (filter.deviceType)
      query.andWhere('(b.device_type IS NULL OR b.device_type = :deviceType)', {
        deviceType: filter.deviceType,
      });
    const [rows, count] = await pageInDisplayOrder(query, 'b', filter);
    return { rows: rows.map((banner) => bannerView(banner, lang)), count };
  }
}
