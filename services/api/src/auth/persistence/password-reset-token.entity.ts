import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('password_reset_token')
export class PasswordResetTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'text' }) tokenHash!: string;
  @Column({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt!: Date | null;
}
