import type { ArticleKind } from '../article.entity';
import type { TranslatedText } from '../../shared/translated-text';

export interface ArticleSeed {
  kind: ArticleKind;
  pinned: boolean;
  imageUrl: string | null;
  publishedAt: string;
  title: TranslatedText;
  summary: TranslatedText;
  body: TranslatedText;
}
