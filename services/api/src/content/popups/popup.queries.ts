import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import { ContentClock } from '../shared/content-clock';
import type { ListPage } from '../../paging';
import { pageInDisplayOrder } from '../shared/display-order-page';
import { whereLive } from '../shared/live-window';
import { textIn } from '../shared/translated-text';
import { PopupEntity } from '../persistence/popup.entity';
import type { PopupListRequestDto } from './popup-list.request.dto';

const popupView = (popup: PopupEntity, lang: Language) => ({
  id: popup.id,
  type: popup.type,
  deviceType: popup.deviceType,
  imageUrl: textIn(popup.image, lang),
  landingUrl: popup.landingUrl,
  title: textIn(popup.title, lang),
});

export type PopupView = ReturnType<typeof popupView>;

/** Popups follow the banners' window and status rules; where they appear (home, preview) is the web's. */
@Injectable()
export class PopupQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ContentClock,
  ) {}

  /** `preview`: also rows switched off (PreviewAccess decides who may). */
  async list(filter: PopupListRequestDto, lang: Language, preview = false): Promise<ListPage<PopupView>> {
    const query = this.dataSource.getRepository(PopupEntity).createQueryBuilder('p');
    whereLive(query, 'p', { now: this.clock.now(), previewMode: preview });
    if (filter.deviceType) query.andWhere('p.device_type = :deviceType', { deviceType: filter.deviceType });
    const [rows, count] = await pageInDisplayOrder(query, 'p', filter);
    return { rows: rows.map((popup) => popupView(popup, lang)), count };
  }
}
