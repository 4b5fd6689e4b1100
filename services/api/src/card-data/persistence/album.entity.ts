import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('card_album')
export class AlbumEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', nullable: true }) description!: string | null;
  @Column({ name: 'is_public', type: 'boolean', default: false }) isPublic!: boolean;
  @Column({ name: 'cover_certification_number', type: 'text', nullable: true })
  coverCertificationNumber!: string | null;
  /** An uploaded representative image; set, it wins over the card's photo. */
  @Column({ name: 'cover_upload_id', type: 'uuid', nullable: true }) coverUploadId!: string | null;
  @Column({ name: 'like_count', type: 'integer', default: 0 }) likeCount!: number;
  @Column({ name: 'published_at', type: 'timestamptz', nullable: true }) publishedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
