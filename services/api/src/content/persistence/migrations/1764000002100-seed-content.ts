import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ARTICLE_SEED } from '../seed/articles.seed';
import { BANNER_SEED } from '../seed/banners.seed';
import { ORDER_FAQ_SEED } from '../seed/faqs-orders.seed';
import { SERVICE_FAQ_SEED } from '../seed/faqs-service.seed';
import { PARTNER_SHOP_SEED } from '../seed/partner-shops.seed';
import { POPUP_SEED } from '../seed/popups.seed';
import { PROMOTION_SEED } from '../seed/promotions.seed';

// jsonb parameters go in as JSON text; sort_order follows the seed's order.
const json = (value: unknown) => JSON.stringify(value);

/**
 * The launch content, so a fresh install shows a living site. A migration runs once, so an
 * operator's later edits (console, later) are never overwritten by a restart.
 */
export class SeedContent1764000002100 implements MigrationInterface {
  name = 'SeedContent1764000002100';

  async up(q: QueryRunner): Promise<void> {
    for (const [i, b] of BANNER_SEED.entries())
      await q.query(
        `INSERT INTO banners (type, device_type, title, image_url, color_code, landing_url, sort_order, status, start_at, end_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          b.type,
          b.deviceType,
          json(b.title),
          b.imageUrl,
          b.colorCode,
          b.landingUrl,
          i,
          b.status,
          b.startAt,
          b.endAt,
        ],
      );
    for (const [i, p] of POPUP_SEED.entries())
      await q.query(
        `INSERT INTO popups (device_type, title, image_url, landing_url, sort_order, start_at, end_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [p.deviceType, json(p.title), p.imageUrl, p.landingUrl, i, p.startAt, p.endAt],
      );
    for (const [i, p] of PROMOTION_SEED.entries())
      await q.query(
        `INSERT INTO promotions (title, description, image_url, landing_url, sort_order, start_at, end_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [json(p.title), json(p.description), p.imageUrl, p.landingUrl, i, p.startAt, p.endAt],
      );
    for (const a of ARTICLE_SEED)
      await q.query(
        `INSERT INTO articles (kind, title, summary, body, image_url, pinned, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [a.kind, json(a.title), json(a.summary), json(a.body), a.imageUrl, a.pinned, a.publishedAt],
      );
    for (const [i, f] of [...SERVICE_FAQ_SEED, ...ORDER_FAQ_SEED].entries())
      await q.query(`INSERT INTO faqs (topic, question, answer, sort_order) VALUES ($1, $2, $3, $4)`, [
        f.topic,
        json(f.question),
        json(f.answer),
        i,
      ]);
    for (const [i, s] of PARTNER_SHOP_SEED.entries())
      await q.query(
        `INSERT INTO partner_shops (city, business_name, information, address, number, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [json(s.city), json(s.businessName), json(s.information), json(s.address), s.number, i],
      );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`TRUNCATE banners, popups, promotions, articles, faqs, partner_shops RESTART IDENTITY`);
  }
}
