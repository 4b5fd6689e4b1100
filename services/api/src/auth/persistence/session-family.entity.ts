import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('session_family')
export class SessionFamilyEntity {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt!: Date | null;
  @Column({ name: 'revoked_reason', type: 'text', nullable: true }) revokedReason!: string | null;
}
