import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import { ContentClock } from '../shared/content-clock';
import type { ListPage } from '../../paging';
import { pageInDisplayOrder } from '../shared/display-order-page';
import { whereLive } from '../shared/live-window';
import type { WindowedListQueryDto } from '../shared/preview-mode';
import { textIn } from '../shared/translated-text';
import { PromotionEntity } from '../persistence/promotion.entity';

const promotionView = (promotion: PromotionEntity, lang: Language) => ({
  id: promotion.id,
  title: textIn(promotion.title, lang),
  description: textIn(promotion.description, lang),
  imageUrl: promotion.imageUrl,
  landingUrl: promotion.landingUrl,
  startAt: promotion.startAt.toISOString(),
  endAt: promotion.endAt.toISOString(),
});

export type PromotionView = ReturnType<typeof promotionView>;

/** Running promotions only: same window and status rules as banners. */
@Injectable()
export class PromotionQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ContentClock,
  ) {}

  /** `preview`: also rows switched off (PreviewAccess decides who may). */
  async list(
    filter: WindowedListQueryDto,
    lang: Language,
    preview = false,
  ): Promise<ListPage<PromotionView>> {
    const query = this.dataSource.getRepository(PromotionEntity).createQueryBuilder('p');
    whereLive(query, 'p', { now: this.clock.now(), previewMode: preview });
    const [rows, count] = await pageInDisplayOrder(query, 'p', filter);
    return { rows: rows.map((promotion) => promotionView(promotion, lang)), count };
  }
}
