import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TranslatedText } from '../shared/translated-text';

// The order topics appear in on /about-us/faq.
export const FAQ_TOPICS = ['GRADING', 'PRICING', 'SHIPPING', 'PAYMENT', 'REHOLDER', 'ACCOUNT'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

@Entity('faqs')
export class FaqEntity {
  @PrimaryGeneratedColumn() id!: number;
  /** Topic code; its label comes from locales content:faq.topic.<TOPIC>. */
  @Column({ type: 'text' }) topic!: FaqTopic;
  @Column({ type: 'jsonb' }) question!: TranslatedText;
  @Column({ type: 'jsonb' }) answer!: TranslatedText;
  @Column({ name: 'sort_order', type: 'integer' }) sortOrder!: number;
  @Column({ type: 'boolean' }) status!: boolean;
}
