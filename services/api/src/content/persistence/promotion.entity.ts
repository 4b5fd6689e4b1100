import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TranslatedText } from '../shared/translated-text';

@Entity('promotions')
export class PromotionEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'jsonb' }) title!: TranslatedText;
  @Column({ type: 'jsonb' }) description!: TranslatedText;
  @Column({ name: 'image_url', type: 'text', nullable: true }) imageUrl!: string | null;
  @Column({ name: 'landing_url', type: 'text', nullable: true }) landingUrl!: string | null;
  @Column({ name: 'sort_order', type: 'integer' }) sortOrder!: number;
  @Column({ type: 'boolean' }) status!: boolean;
  @Column({ name: 'start_at', type: 'timestamptz' }) startAt!: Date;
  @Column({ name: 'end_at', type: 'timestamptz' }) endAt!: Date;
}
