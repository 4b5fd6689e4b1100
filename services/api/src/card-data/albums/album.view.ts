import type { CardView } from '../registry/card.view';
import type { AlbumEntity } from '../persistence/album.entity';

export interface AlbumCover {
  certificationNumber: string;
  /** The card's first photo (an upload id); null when its order had none. */
  photo: string | null;
}

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
