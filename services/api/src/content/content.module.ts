import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticleHttpController } from './articles/article.http.controller';
import { ArticleQueries } from './articles/article.queries';
import { BannerHttpController } from './banners/banner.http.controller';
import { BannerQueries } from './banners/banner.queries';
import { CompanyHttpController } from './company/company.http.controller';
import { CostPolicyHttpController } from './cost-policy/cost-policy.http.controller';
import { PromotionAdminHttpController } from './promotions/promotion-admin.http.controller';
import { FaqHttpController } from './faq/faq.http.controller';
import { FaqQueries } from './faq/faq.queries';
import { PartnershipInquiryHttpController } from './inquiries/partnership-inquiry.http.controller';
import { PartnershipInquiryService } from './inquiries/partnership-inquiry.service';
import { PartnerShopHttpController } from './partner-shops/partner-shop.http.controller';
import { PartnerShopQueries } from './partner-shops/partner-shop.queries';
import { ArticleEntity } from './persistence/article.entity';
import { BannerEntity } from './persistence/banner.entity';
import { FaqEntity } from './persistence/faq.entity';
import { PartnerShopEntity } from './persistence/partner-shop.entity';
import { PartnershipInquiryEntity } from './persistence/partnership-inquiry.entity';
import { PopupEntity } from './persistence/popup.entity';
import { PromotionEntity } from './persistence/promotion.entity';
import { PreviewAccess } from './shared/preview-mode';
import { PopupHttpController } from './popups/popup.http.controller';
import { PopupQueries } from './popups/popup.queries';
import { PromotionHttpController } from './promotions/promotion.http.controller';
import { PromotionQueries } from './promotions/promotion.queries';
import { ContentClock } from './shared/content-clock';
import { ContentEditor } from './admin/content-editor';
import { ArticleAdminHttpController } from './articles/article-admin.http.controller';
import { BannerAdminHttpController } from './banners/banner-admin.http.controller';
import { CostPolicyAdminHttpController } from './cost-policy/cost-policy-admin.http.controller';
import { FaqAdminHttpController } from './faq/faq-admin.http.controller';
import { InquiryInboxHttpController } from './inquiries/inquiry-inbox.http.controller';
import { PartnerShopAdminHttpController } from './partner-shops/partner-shop-admin.http.controller';
import { PopupAdminHttpController } from './popups/popup-admin.http.controller';
import { StoredCostPolicySource } from '../order';

/**
 * The public site's content: read endpoints for the web, the partnership inquiry form, and the
 * console's write endpoints (/api/console/content/*), each change recorded in console_changes.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      BannerEntity,
      PopupEntity,
      PromotionEntity,
      ArticleEntity,
      FaqEntity,
      PartnerShopEntity,
      PartnershipInquiryEntity,
    ]),
  ],
  controllers: [
    BannerHttpController,
    PopupHttpController,
    PromotionHttpController,
    ArticleHttpController,
    FaqHttpController,
    PartnerShopHttpController,
    PartnershipInquiryHttpController,
    CostPolicyHttpController,
    CompanyHttpController,
    BannerAdminHttpController,
    PopupAdminHttpController,
    ArticleAdminHttpController,
    FaqAdminHttpController,
    PartnerShopAdminHttpController,
    InquiryInboxHttpController,
    CostPolicyAdminHttpController,
    PromotionAdminHttpController,
  ],
  providers: [
    ContentClock,
    PreviewAccess,
    BannerQueries,
    PopupQueries,
    PromotionQueries,
    ArticleQueries,
    FaqQueries,
    PartnerShopQueries,
    PartnershipInquiryService,
    ContentEditor,
    StoredCostPolicySource,
  ],
})
export class ContentModule {}
