import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('member_address')
export class AddressEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text' }) recipient!: string;
  @Column({ type: 'text' }) phone!: string;
  @Column({ name: 'postal_code', type: 'text' }) postalCode!: string;
  @Column({ type: 'text' }) address1!: string;
  @Column({ type: 'text', nullable: true }) address2!: string | null;
  @Column({ type: 'text', nullable: true }) memo!: string | null;
  @Column({ name: 'is_default', type: 'boolean', default: false }) isDefault!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
