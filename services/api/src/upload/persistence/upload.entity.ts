import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One uploaded photo: the re-encoded image and its thumbnail in the photo storage, owned by a member. */
@Entity('upload')
export class UploadEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ name: 'photo_key', type: 'text' }) photoKey!: string;
  @Column({ name: 'thumbnail_key', type: 'text' }) thumbnailKey!: string;
  @Column({ name: 'content_type', type: 'text' }) contentType!: string;
  @Column({ name: 'original_bytes', type: 'integer' }) originalBytes!: number;
  @Column({ name: 'photo_bytes', type: 'integer' }) photoBytes!: number;
  @Column({ name: 'thumbnail_bytes', type: 'integer' }) thumbnailBytes!: number;
  @Column({ type: 'integer' }) width!: number;
  @Column({ type: 'integer' }) height!: number;
  /** The order (or draft: the same stream id) that references it; null until then. */
  @Column({ name: 'order_id', type: 'uuid', nullable: true }) orderId!: string | null;
  /** The one placed order this upload belongs to (held while that order is being placed). */
  @Column({ name: 'placed_order_id', type: 'uuid', nullable: true }) placedOrderId!: string | null;
  /** The member whose profile photo it is (null: an order photo). */
  @Column({ name: 'profile_of', type: 'uuid', nullable: true }) profileOf!: string | null;
  @Column({ name: 'attached_at', type: 'timestamptz', nullable: true }) attachedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
