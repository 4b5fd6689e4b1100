import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('member_consent')
export class MemberConsentEntity {
  @PrimaryColumn({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @PrimaryColumn({ type: 'text' }) kind!: string;
  @Column({ type: 'boolean' }) agreed!: boolean;
  @Column({ name: 'document_version', type: 'text' }) documentVersion!: string;
  @PrimaryColumn({ name: 'decided_at', type: 'timestamptz' }) decidedAt!: Date;
}
