import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('card_album_card')
export class AlbumCardEntity {
  @PrimaryColumn({ name: 'album_id', type: 'uuid' }) albumId!: string;
  @PrimaryColumn({ name: 'certification_number', type: 'text' }) certificationNumber!: string;
  @Column({ name: 'added_at', type: 'timestamptz', default: () => 'now()' }) addedAt!: Date;
}
