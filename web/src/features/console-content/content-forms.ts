import { lazy } from 'react';

// A content list's form opens on "new" or "edit" (ContentListPage renders it in a Suspense): its code,
// the form engine and the three languages' inputs, date pickers and uploads, loads then.
export const PopupForm = lazy(() => import('./popup-form').then((module) => ({ default: module.PopupForm })));
export const ArticleForm = lazy(() =>
  import('./article-form').then((module) => ({ default: module.ArticleForm })),
);
export const FaqForm = lazy(() => import('./faq-form').then((module) => ({ default: module.FaqForm })));
export const PromotionForm = lazy(() =>
  import('./promotion-form').then((module) => ({ default: module.PromotionForm })),
);
export const BannerForm = lazy(() =>
  import('./banner-form').then((module) => ({ default: module.BannerForm })),
);
export const PartnerShopForm = lazy(() =>
  import('./partner-shops/partner-shop-form').then((module) => ({ default: module.PartnerShopForm })),
);
