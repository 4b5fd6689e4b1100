import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('card_album_like')
export class AlbumLikeEntity {
  @PrimaryColumn({ name: 'album_id', type: 'uuid' }) albumId!: string;
  @PrimaryColumn({ name: 'member_id', type: 'uuid' }) memberId!: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}
