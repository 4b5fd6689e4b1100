import { Injectable } from '@nestjs/common';
import { certificatesByNumbers, certificatesHeldBy, type CertificateRow } from '@slabworks/read-models';
import { DataSource, type EntityManager } from 'typeorm';
import {
  assertMayClearCover,
  assertMayOpen,
  assertMayRemoveCard,
  validateAlbum,
  validateCertificationNumber,
  type AlbumFacts,
} from '@slabworks/domain';
import { ApiException, type FieldProblem } from '../../errors';
import { PhotoAttachments } from '../../upload';
import { AlbumCardEntity } from '../persistence/album-card.entity';
import { AlbumEntity } from '../persistence/album.entity';
import { cardView } from '../registry/card.view';
import { albumCover, albumDetailView, albumSummaryView, type AlbumCover } from './album.view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const blankToNull = (s: string | null | undefined) => (s == null || s.trim() === '' ? null : s.trim());

/**
 * A member's albums (spec §3, §4). Every query is scoped by the caller: someone else's album is a
 * 404. Cards come from the certification registry and must be held by the member.
 */
@Injectable()
export class AlbumBookService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly photos: PhotoAttachments,
  ) {}

  async list(memberId: string) {
    const albums = await this.dataSource
      .getRepository(AlbumEntity)
      .find({ where: { memberId }, order: { createdAt: 'DESC' } });
    const counts = await this.cardCounts(albums.map((a) => a.id));
    const covers = await this.covers(albums);
    return albums.map((a) =>
      albumSummaryView(a, { cardCount: counts.get(a.id) ?? 0, cover: covers.get(a.id) ?? null }),
    );
  }

  async detail(memberId: string, id: string) {
    return this.render(await this.own(memberId, id));
  }

  async create(memberId: string, body: { name?: string; description?: string | null; isPublic?: boolean }) {
    const fields = this.fields(body);
    // Spec §4: opening needs the album saved first, so an album is never created public.
    if (body.isPublic === true)
      assertMayOpen({
        saved: false,
        cardCount: 0,
        hasCover: false,
        coverCertificationNumber: null,
        isPublic: false,
      });
    const repo = this.dataSource.getRepository(AlbumEntity);
    return this.render(await repo.save(repo.create({ ...fields, memberId, isPublic: false })));
  }

  async update(
    memberId: string,
    id: string,
    body: { name?: string; description?: string | null; isPublic?: boolean },
  ) {
    const album = await this.own(memberId, id);
    const fields = this.fields({
      name: body.name ?? album.name,
      description: body.description === undefined ? album.description : body.description,
    });
    if (body.isPublic !== undefined)
      throw ApiException.validation([
        { field: 'isPublic', rule: 'whitelist', params: { property: 'isPublic' } },
      ]);
    Object.assign(album, fields);
    return this.render(await this.dataSource.getRepository(AlbumEntity).save(album));
  }

  async remove(memberId: string, id: string): Promise<void> {
    const album = await this.own(memberId, id);
    await this.dataSource.getRepository(AlbumEntity).delete({ id: album.id });
  }

  async addCards(memberId: string, id: string, numbers: string[]) {
    const problems: FieldProblem[] = numbers.flatMap((n, i) =>
      validateCertificationNumber(n, `certificationNumbers[${i}]`),
    );
    if (numbers.length === 0)
      problems.push({ field: 'certificationNumbers', rule: 'minItems', params: { min: 1 } });
    if (problems.length) throw ApiException.validation(problems);
    const held = new Set(
      (await certificatesByNumbers(this.dataSource, numbers))
        .filter((r) => r.memberId === memberId)
        .map((r) => r.certificationNumber),
    );
    const notHeld = numbers.flatMap((n, i) =>
      held.has(n) ? [] : [{ field: `certificationNumbers[${i}]`, rule: 'notHeld', params: { number: n } }],
    );
    if (notHeld.length) throw ApiException.validation(notHeld);
    return this.dataSource.transaction(async (m) => {
      const album = await this.own(memberId, id, m, true);
      await m
        .createQueryBuilder()
        .insert()
        .into(AlbumCardEntity)
        .values(
          [...new Set(numbers)].map((certificationNumber) => ({ albumId: album.id, certificationNumber })),
        )
        .orIgnore()
        .execute();
      await m.getRepository(AlbumEntity).update({ id: album.id }, { updatedAt: new Date() });
      return this.render(album, m);
    });
  }

  async removeCard(memberId: string, id: string, certificationNumber: string) {
    return this.dataSource.transaction(async (m) => {
      const album = await this.own(memberId, id, m, true);
      assertMayRemoveCard(await this.facts(album, m), certificationNumber);
      const { affected } = await m
        .getRepository(AlbumCardEntity)
        .delete({ albumId: album.id, certificationNumber });
      if (!affected) throw ApiException.notFound('ALBUM.CARD_NOT_FOUND');
      return this.render(album, m);
    });
  }

  /**
   * The representative image: one of the caller's uploads, or a card of the album (its photo).
   * Neither clears it (refused while public).
   */
  async setCover(
    memberId: string,
    id: string,
    cover: { certificationNumber?: string | null; uploadId?: string | null },
  ) {
    const uploadId = blankToNull(cover.uploadId);
    const certificationNumber = blankToNull(cover.certificationNumber);
    if (uploadId && certificationNumber)
      throw ApiException.validation([{ field: 'uploadId', rule: 'oneCover', params: {} }]);
    if (uploadId) {
      const problems = await this.photos.problems(memberId, [uploadId], 'uploadId');
      if (problems.length) throw ApiException.validation(problems.map((p) => ({ ...p, field: 'uploadId' })));
    }
    return this.dataSource.transaction(async (m) => {
      const album = await this.own(memberId, id, m, true);
      if (uploadId) {
        album.coverUploadId = uploadId.toLowerCase();
        album.coverCertificationNumber = null;
      } else if (certificationNumber) {
        const inAlbum = await m
          .getRepository(AlbumCardEntity)
          .existsBy({ albumId: album.id, certificationNumber });
        if (!inAlbum)
          throw ApiException.validation([
            { field: 'certificationNumber', rule: 'notInAlbum', params: { number: certificationNumber } },
          ]);
        album.coverCertificationNumber = certificationNumber;
        album.coverUploadId = null;
      } else {
        assertMayClearCover(await this.facts(album, m));
        album.coverCertificationNumber = null;
        album.coverUploadId = null;
      }
      await m.getRepository(AlbumEntity).save(album);
      return this.render(album, m);
    });
  }

  async setVisibility(memberId: string, id: string, isPublic: boolean) {
    return this.dataSource.transaction(async (m) => {
      const album = await this.own(memberId, id, m, true);
      if (isPublic && !album.isPublic) {
        assertMayOpen(await this.facts(album, m));
        album.publishedAt = new Date();
      }
      album.isPublic = isPublic;
      await m.getRepository(AlbumEntity).save(album);
      return this.render(album, m);
    });
  }

  /** Cards the member may put in an album: the graded cards they hold. */
  async eligibleCards(memberId: string, page: number, size: number) {
    const { rows, total } = await certificatesHeldBy(this.dataSource, memberId, size, (page - 1) * size);
    return { page, size, total, items: rows.map(cardView) };
  }

  async own(memberId: string, id: string, m: EntityManager = this.dataSource.manager, lock = false) {
    const album = UUID.test(id)
      ? await m.getRepository(AlbumEntity).findOne({
          where: { id, memberId },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!album) throw ApiException.notFound('ALBUM.NOT_FOUND');
    return album;
  }

  async render(
    album: AlbumEntity,
    m: EntityManager = this.dataSource.manager,
    extra: { ownerNickname?: string | null; likedByMe?: boolean } = {},
  ) {
    const numbers = (
      await m.getRepository(AlbumCardEntity).find({ where: { albumId: album.id }, order: { addedAt: 'ASC' } })
    ).map((c) => c.certificationNumber);
    const rows = await certificatesByNumbers(this.dataSource, numbers);
    return albumDetailView(album, { ...extra, cards: rows.map(cardView), cover: coverOf(album, rows) });
  }

  async cardCounts(albumIds: string[]): Promise<Map<string, number>> {
    if (albumIds.length === 0) return new Map();
    const rows: Array<{ album_id: string; n: string }> = await this.dataSource.query(
      `SELECT album_id, count(*) AS n FROM card_album_card WHERE album_id = ANY($1::uuid[]) GROUP BY album_id`,
      [albumIds],
    );
    return new Map(rows.map((r) => [r.album_id, Number(r.n)]));
  }

  async covers(albums: AlbumEntity[]): Promise<Map<string, AlbumCover>> {
    const numbers = albums.flatMap((a) => (a.coverUploadId ? [] : (a.coverCertificationNumber ?? [])));
    const rows = await certificatesByNumbers(this.dataSource, numbers);
    return new Map(
      albums.flatMap((a) => {
        const cover = coverOf(a, rows);
        return cover ? [[a.id, cover] as const] : [];
      }),
    );
  }

  private async facts(album: AlbumEntity, m: EntityManager): Promise<AlbumFacts> {
    const cardCount = await m.getRepository(AlbumCardEntity).countBy({ albumId: album.id });
    return {
      saved: true,
      cardCount,
      coverCertificationNumber: album.coverCertificationNumber,
      hasCover: album.coverCertificationNumber !== null || album.coverUploadId !== null,
      isPublic: album.isPublic,
    };
  }

  private fields(body: { name?: string; description?: string | null }) {
    const name = body.name?.trim();
    const description = blankToNull(body.description);
    const problems = validateAlbum({ name, description });
    if (problems.length) throw ApiException.validation(problems);
    return { name: name!, description };
  }
}

/** The cover's photo (an upload id): the uploaded image, else the cover card's first photo. */
export function coverOf(album: AlbumEntity, rows: CertificateRow[]): AlbumCover | null {
  if (album.coverUploadId)
    return albumCover(album, {
      certificationNumber: null,
      uploadId: album.coverUploadId,
      photo: album.coverUploadId,
    });
  if (!album.coverCertificationNumber) return null;
  const row = rows.find((r) => r.certificationNumber === album.coverCertificationNumber);
  return albumCover(album, {
    certificationNumber: album.coverCertificationNumber,
    uploadId: null,
    photo: row?.photos[0] ?? null,
  });
}
