import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TranslatedText } from '../shared/translated-text';

@Entity('partner_shops')
export class PartnerShopEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'jsonb' }) city!: TranslatedText;
  @Column({ name: 'business_name', type: 'jsonb' }) businessName!: TranslatedText;
  @Column({ type: 'jsonb' }) information!: TranslatedText;
  @Column({ type: 'jsonb' }) address!: TranslatedText;
  @Column({ type: 'text' }) number!: string;
  @Column({ name: 'sort_order', type: 'integer' }) sortOrder!: number;
  @Column({ type: 'boolean' }) status!: boolean;
}
