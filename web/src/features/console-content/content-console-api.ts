import { slabworksApi } from '@/lib/api/slabworks-api';
import type {
  ArticleEntity,
  ArticleRequestDto,
  FaqEntity,
  FaqRequestDto,
  PopupEntity,
  PopupRequestDto,
} from '@/lib/api/generated/slabworks-api';

// The console's popups, articles (notices, events, columns) and FAQ: every row in every language.
export type { ArticleEntity, ArticleRequestDto, FaqEntity, FaqRequestDto, PopupEntity, PopupRequestDto };
export type ArticleKind = ArticleRequestDto['kind'];
export type FaqTopic = FaqRequestDto['topic'];

// Listed from the generated unions: a kind or topic the api adds fails to compile until it is here.
const kinds = { NOTICE: 0, EVENT: 0, COLUMN: 0 } satisfies Record<ArticleKind, 0>;
const topics = { GRADING: 0, PRICING: 0, SHIPPING: 0, PAYMENT: 0, REHOLDER: 0, ACCOUNT: 0 } satisfies Record<
  FaqTopic,
  0
>;
export const ARTICLE_KINDS = Object.keys(kinds) as ArticleKind[];
/** In the public FAQ's topic order. */
export const FAQ_TOPICS = Object.keys(topics) as FaqTopic[];

export const {
  usePopupAdminListQuery,
  usePopupAdminCreateMutation,
  usePopupAdminUpdateMutation,
  usePopupAdminRemoveMutation,
  useArticleAdminListQuery,
  useArticleAdminCreateMutation,
  useArticleAdminUpdateMutation,
  useArticleAdminRemoveMutation,
  useFaqAdminListQuery,
  useFaqAdminCreateMutation,
  useFaqAdminUpdateMutation,
  useFaqAdminRemoveMutation,
} = slabworksApi;
