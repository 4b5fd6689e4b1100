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
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true }) handledAt!: Date | null;
  @Column({ name: 'handled_by', type: 'uuid', nullable: true }) handledBy!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
