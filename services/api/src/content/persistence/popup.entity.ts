import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TranslatedText } from '../shared/translated-text';
import type { DeviceType } from './banner.entity';

@Entity('popups')
export class PopupEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'text' }) type!: 'POPUP';
  @Column({ name: 'device_type', type: 'text' }) deviceType!: DeviceType;
  @Column({ type: 'jsonb' }) title!: TranslatedText;
  /** One image per language, like banners. */
  @Column({ type: 'jsonb' }) image!: TranslatedText;
  @Column({ name: 'landing_url', type: 'text', nullable: true }) landingUrl!: string | null;
  @Column({ name: 'sort_order', type: 'integer' }) sortOrder!: number;
  @Column({ type: 'boolean' }) status!: boolean;
  @Column({ name: 'start_at', type: 'timestamptz' }) startAt!: Date;
  @Column({ name: 'end_at', type: 'timestamptz' }) endAt!: Date;
}
