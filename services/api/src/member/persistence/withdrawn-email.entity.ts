import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('withdrawn_email')
export class WithdrawnEmailEntity {
  @PrimaryColumn({ name: 'email_hash', type: 'text' }) emailHash!: string;
  @Column({ name: 'withdrawn_at', type: 'timestamptz' }) withdrawnAt!: Date;
}
