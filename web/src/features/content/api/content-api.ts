import type { ApiEnvelope } from '@slabworks/contracts';
import { baseApi } from '@/lib/api/base-api';
import type { ListData } from '@/lib/api/envelope';
import type { Language } from '@/lib/languages';

export type ArticleKind = 'NOTICE' | 'EVENT' | 'COLUMN';

export interface Article {
  id: number;
  kind: ArticleKind;
  title: string;
  summary: string;
  body: string;
  imageUrl: string | null;
  pinned: boolean;
  publishedAt: string;
}

export interface Promotion {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  landingUrl: string | null;
  startAt: string;
  endAt: string;
}

export interface FaqEntry {
  id: number;
  category: string;
  question: string;
  answer: string;
}

const rows = <T>(response: ApiEnvelope<ListData<T>>): T[] => response.data?.rows ?? [];

// Public, read-only content; the language is part of each argument so switching refetches.
const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<Article[], { kind: ArticleKind; lang: Language; limit?: number }>({
      query: ({ kind, limit = 20 }) => ({ url: '/api/content/articles', params: { kind, offset: 0, limit } }),
      transformResponse: rows<Article>,
    }),
    getPromotions: build.query<Promotion[], { lang: Language }>({
      query: () => '/api/admin/promotion/list',
      transformResponse: rows<Promotion>,
    }),
    searchFaq: build.query<FaqEntry[], { q: string; lang: Language }>({
      query: ({ q }) => ({ url: '/api/content/faq', params: q ? { q } : {} }),
      transformResponse: rows<FaqEntry>,
    }),
  }),
});

export const { useGetArticlesQuery, useGetPromotionsQuery, useSearchFaqQuery } = contentApi;
