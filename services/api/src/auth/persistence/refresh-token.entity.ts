import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('refresh_token')
export class RefreshTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'text' }) tokenHash!: string;
  @Column({ name: 'family_id', type: 'uuid' }) familyId!: string;
  @Column({ name: 'issued_at', type: 'timestamptz' }) issuedAt!: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt!: Date | null;
}
