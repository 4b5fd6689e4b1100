import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@slabworks/contracts';

@Entity('partnership_inquiries')
export class PartnershipInquiryEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text', nullable: true }) name!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  @Column({ type: 'text' }) company!: string;
  @Column({ type: 'text', nullable: true }) region!: string | null;
  @Column({ type: 'text' }) content!: string;
  @Column({ type: 'text' }) language!: Language;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
