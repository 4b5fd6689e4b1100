import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Language } from '@slabworks/contracts';
import type { ListPage } from '../../paging';
import { textIn } from '../shared/translated-text';
import { PartnerShopEntity } from '../persistence/partner-shop.entity';

const partnerShopView = (shop: PartnerShopEntity, lang: Language) => ({
  id: shop.id,
  city: textIn(shop.city, lang),
  businessName: textIn(shop.businessName, lang),
  information: textIn(shop.information, lang),
  address: textIn(shop.address, lang),
  number: shop.number,
});

export type PartnerShopView = ReturnType<typeof partnerShopView>;

/** Every listed shop in the operator's order (the web groups them by city in that order). */
@Injectable()
export class PartnerShopQueries {
  constructor(private readonly dataSource: DataSource) {}

  async list(lang: Language): Promise<ListPage<PartnerShopView>> {
    const rows = await this.dataSource
      .getRepository(PartnerShopEntity)
      .find({ where: { status: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
    return { rows: rows.map((shop) => partnerShopView(shop, lang)), count: rows.length };
  }
}
