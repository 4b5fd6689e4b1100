import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TranslatedText } from '../shared/translated-text';

export const ARTICLE_KINDS = ['NOTICE', 'EVENT', 'COLUMN'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Notices and events (/notice) and columns (/feed). */
@Entity('articles')
export class ArticleEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'text' }) kind!: ArticleKind;
  @Column({ type: 'jsonb' }) title!: TranslatedText;
  @Column({ type: 'jsonb' }) summary!: TranslatedText;
  @Column({ type: 'jsonb' }) body!: TranslatedText;
  @Column({ name: 'image_url', type: 'text', nullable: true }) imageUrl!: string | null;
  @Column({ type: 'boolean' }) pinned!: boolean;
  @Column({ type: 'boolean' }) status!: boolean;
  /** A future date schedules the article: it shows from then on. */
  @Column({ name: 'published_at', type: 'timestamptz' }) publishedAt!: Date;
}
