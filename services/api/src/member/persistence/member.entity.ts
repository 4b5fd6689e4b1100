import type { Language } from '@slabworks/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { MemberRole, Region, StoredMemberStatus } from '../../auth';

@Entity('member')
export class MemberEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'text', nullable: true }) email!: string | null;
  @Column({ type: 'text', nullable: true }) nickname!: string | null;
  @Column({ type: 'text', nullable: true }) name!: string | null;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ name: 'phone_verified_at', type: 'timestamptz', nullable: true }) phoneVerifiedAt!: Date | null;
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true }) emailVerifiedAt!: Date | null;
  @Column({ name: 'password_hash', type: 'text', nullable: true }) passwordHash!: string | null;
  @Column({ name: 'social_provider', type: 'text', nullable: true }) socialProvider!: string | null;
  @Column({ name: 'social_id', type: 'text', nullable: true }) socialId!: string | null;
  @Column({ name: 'photo_url', type: 'text', nullable: true }) photoUrl!: string | null;
  @Column({ name: 'thumbnail_url', type: 'text', nullable: true }) thumbnailUrl!: string | null;
  @Column({ type: 'text', default: 'NOT_APPROVED' }) status!: StoredMemberStatus;
  /** yyyy-MM-dd from the identity verification (Korean members). */
  @Column({ name: 'birth_date', type: 'date', nullable: true }) birthDate!: string | null;
  @Column({ name: 'identity_verified_at', type: 'timestamptz', nullable: true })
  identityVerifiedAt!: Date | null;
  /** sandbox | portone (본인인증) or phone (a Taiwan member's SMS code). */
  @Column({ name: 'identity_provider', type: 'text', nullable: true }) identityProvider!: string | null;
  @Column({ type: 'text', default: 'MEMBER' }) role!: MemberRole;
  @Column({ name: 'discount_rate_bp', type: 'integer', nullable: true }) discountRateBp!: number | null;
  @Column({ name: 'support_region', type: 'text' }) supportRegion!: Region;
  @Column({ type: 'text', default: 'ko' }) language!: Language;
  @Column({ name: 'notify_by_mail', type: 'boolean', default: true }) notifyByMail!: boolean;
  @Column({ name: 'notify_by_sms', type: 'boolean', default: true }) notifyBySms!: boolean;
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true }) lastLoginAt!: Date | null;
  @Column({ name: 'dormant_since', type: 'timestamptz', nullable: true }) dormantSince!: Date | null;
  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true }) withdrawnAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

// The rule lives with the values the session guard reads (auth); the entity's callers keep this name.
export { mbStatusOf } from '../../auth';
