import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { TranslatedText } from '../shared/translated-text';

export const BANNER_TYPES = ['MAIN', 'TOP', 'SUB'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
export const DEVICE_TYPES = ['PC', 'MOBILE'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

@Entity('banners')
export class BannerEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'text' }) type!: BannerType;
  /** null: shown on every device. */
  @Column({ name: 'device_type', type: 'text', nullable: true }) deviceType!: DeviceType | null;
  @Column({ type: 'jsonb' }) title!: TranslatedText;
  /** One image per language (banners carry text); a missing language shows the Korean one. */
  @Column({ type: 'jsonb' }) image!: TranslatedText;
  @Column({ name: 'color_code', type: 'text', nullable: true }) colorCode!: string | null;
  @Column({ name: 'landing_url', type: 'text', nullable: true }) landingUrl!: string | null;
  @Column({ name: 'sort_order', type: 'integer' }) sortOrder!: number;
  @Column({ type: 'boolean' }) status!: boolean;
  @Column({ name: 'start_at', type: 'timestamptz' }) startAt!: Date;
  @Column({ name: 'end_at', type: 'timestamptz' }) endAt!: Date;
}
