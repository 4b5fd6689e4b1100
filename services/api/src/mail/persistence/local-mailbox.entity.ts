import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('local_mailbox')
export class LocalMailboxEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column({ type: 'text' }) channel!: 'MAIL' | 'SMS';
  @Column({ type: 'text' }) recipient!: string;
  @Column({ type: 'text', nullable: true }) subject!: string | null;
  @Column({ type: 'text' }) body!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
