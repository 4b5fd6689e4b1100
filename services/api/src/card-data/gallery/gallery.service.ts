import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiException } from '../../errors';
import { PhotoUploadsService } from '../../upload';
import { AlbumBookService } from '../albums/album-book.service';
import { albumSummaryView } from '../albums/album.view';
import { AlbumEntity } from '../persistence/album.entity';

export const GALLERY_SORTS = ['newest', 'likes'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Public albums for everyone; a private album is visible to its owner only (404 to anyone else). */
@Injectable()
export class GalleryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly book: AlbumBookService,
    private readonly photos: PhotoUploadsService,
  ) {}

  async list(sort: GallerySort, page: number, size: number) {
    const order =
      sort === 'likes'
        ? { likeCount: 'DESC' as const, publishedAt: 'DESC' as const, id: 'ASC' as const }
        : { publishedAt: 'DESC' as const, id: 'ASC' as const };
    const [albums, total] = await this.dataSource
      .getRepository(AlbumEntity)
      .findAndCount({ where: { isPublic: true }, order, take: size, skip: (page - 1) * size });
    const [counts, covers, nicknames] = await Promise.all([
      this.book.cardCounts(albums.map((a) => a.id)),
      this.book.covers(albums),
      this.nicknames(albums.map((a) => a.memberId)),
    ]);
    return {
      sort,
      page,
      size,
      total,
      items: albums.map((a) =>
        albumSummaryView(a, {
          cardCount: counts.get(a.id) ?? 0,
          cover: covers.get(a.id) ?? null,
          ownerNickname: nicknames.get(a.memberId) ?? null,
        }),
      ),
    };
  }

  async detail(id: string, viewerId: string | undefined) {
    const album = await this.visible(id, viewerId);
    const [nicknames, likedByMe] = await Promise.all([
      this.nicknames([album.memberId]),
      viewerId ? this.likedBy(album.id, viewerId) : Promise.resolve(false),
    ]);
    return this.book.render(album, undefined, {
      ownerNickname: nicknames.get(album.memberId) ?? null,
      likedByMe,
    });
  }

  /**
   * The cover's thumbnail, to whoever may see the album. Publishing the album is the owner showing
   * the photo, so it is read as the owner (uploads stay private everywhere else).
   */
  async coverImage(id: string, viewerId: string | undefined) {
    const album = await this.visible(id, viewerId);
    const [cover] = (await this.book.covers([album])).values();
    if (!cover?.photo) throw ApiException.notFound('UPLOAD.NOT_FOUND');
    return this.photos.read({ id: album.memberId, staff: false }, cover.photo, 'thumbnail');
  }

  /** Liking twice changes nothing; so does unliking an album one never liked. */
  async setLike(id: string, memberId: string, liked: boolean) {
    return this.dataSource.transaction(async (m) => {
      const album = await this.visible(id, memberId);
      if (!album.isPublic) throw ApiException.notFound('ALBUM.NOT_FOUND');
      const answer: unknown[] = liked
        ? await m.query(
            `INSERT INTO card_album_like (album_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING album_id`,
            [album.id, memberId],
          )
        : await m.query(
            `DELETE FROM card_album_like WHERE album_id = $1 AND member_id = $2 RETURNING album_id`,
            [album.id, memberId],
          );
      // TypeORM answers a DELETE as [rows, count] and an INSERT as rows.
      const changed = Array.isArray(answer[0]) ? (answer[0] as unknown[]) : answer;
      if (changed.length) {
        await m.query(`UPDATE card_album SET like_count = like_count + $2 WHERE id = $1`, [
          album.id,
          liked ? 1 : -1,
        ]);
      }
      const [{ like_count }] = (await m.query(`SELECT like_count FROM card_album WHERE id = $1`, [
        album.id,
      ])) as [{ like_count: number }];
      return { albumId: album.id, liked, likeCount: Number(like_count) };
    });
  }

  private async visible(id: string, viewerId: string | undefined): Promise<AlbumEntity> {
    const album = UUID.test(id) ? await this.dataSource.getRepository(AlbumEntity).findOneBy({ id }) : null;
    if (!album || (!album.isPublic && album.memberId !== viewerId))
      throw ApiException.notFound('ALBUM.NOT_FOUND');
    return album;
  }

  private async likedBy(albumId: string, memberId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM card_album_like WHERE album_id = $1 AND member_id = $2`,
      [albumId, memberId],
    );
    return rows.length > 0;
  }

  private async nicknames(memberIds: string[]): Promise<Map<string, string | null>> {
    if (memberIds.length === 0) return new Map();
    const rows: Array<{ id: string; nickname: string | null }> = await this.dataSource.query(
      `SELECT id, nickname FROM member WHERE id = ANY($1::uuid[])`,
      [[...new Set(memberIds)]],
    );
    return new Map(rows.map((r) => [r.id, r.nickname]));
  }
}
