import type { CardView } from '../registry/card.view';
import type { AlbumEntity } from '../persistence/album.entity';

export interface AlbumCover {
  /** The album's card whose photo is the cover; null when the cover is an upload. */
  certificationNumber: string | null;
  /** The uploaded cover image; null when the cover is a card's photo. */
  uploadId: string | null;
  /** The photo shown (an upload id); null when the cover card's order had none. */
  photo: string | null;
  /** Where the cover's thumbnail is served to whoever may see the album; null without a photo. */
  imageUrl: string | null;
}

export const albumCover = (album: AlbumEntity, cover: Omit<AlbumCover, 'imageUrl'>): AlbumCover => ({
  ...cover,
  // The photo id in the query changes the address when the cover changes, so caches never go stale.
  imageUrl: cover.photo ? `/api/gallery/albums/${album.id}/cover?v=${cover.photo}` : null,
});

export const albumSummaryView = (
  album: AlbumEntity,
  extra: { cardCount: number; cover: AlbumCover | null; ownerNickname?: string | null },
) => ({
  id: album.id,
  name: album.name,
  description: album.description,
  isPublic: album.isPublic,
  cover: extra.cover,
  cardCount: extra.cardCount,
  likeCount: album.likeCount,
  ownerNickname: extra.ownerNickname ?? null,
  publishedAt: album.publishedAt?.toISOString() ?? null,
  createdAt: album.createdAt.toISOString(),
  updatedAt: album.updatedAt.toISOString(),
});

export const albumDetailView = (
  album: AlbumEntity,
  extra: { cards: CardView[]; cover: AlbumCover | null; ownerNickname?: string | null; likedByMe?: boolean },
) => ({
  ...albumSummaryView(album, { ...extra, cardCount: extra.cards.length }),
  cards: extra.cards,
  likedByMe: extra.likedByMe ?? false,
});
