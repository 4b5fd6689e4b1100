import { slabworksApi } from '@/lib/api/slabworks-api';
import type {
  ArticleListApiResponse,
  FaqSearchApiResponse,
  PromotionListApiResponse,
} from '@/lib/api/generated/slabworks-api';

// Public, read-only content (generated from the api's OpenAPI document); a language switch refetches it.
export type Article = ArticleListApiResponse['data']['rows'][number];
export type ArticleKind = Article['kind'];
export type Promotion = PromotionListApiResponse['data']['rows'][number];
export type FaqEntry = FaqSearchApiResponse['data']['rows'][number];

const contentApi = slabworksApi.enhanceEndpoints({
  endpoints: {
    articleList: { providesTags: ['Content'] },
    promotionList: { providesTags: ['Content'] },
    getArticle: { providesTags: ['Content'] },
    faqSearch: { providesTags: ['Content'] },
  },
});

export const { useArticleListQuery, useGetArticleQuery, usePromotionListQuery, useFaqSearchQuery } =
  contentApi;
