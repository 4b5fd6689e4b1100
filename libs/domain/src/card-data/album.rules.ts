import { DomainError } from '../errors/domain-error';

/** What the album rules of spec §4 look at. */
export interface AlbumFacts {
  saved: boolean;
  cardCount: number;
  coverCertificationNumber: string | null;
  hasCover: boolean;
  isPublic: boolean;
}

/** Spec §4: a new album starts private; opening needs it saved, at least one card and a cover. */
export const assertMayOpen = (album: AlbumFacts): void => {
  if (!album.saved) throw new DomainError('ALBUM.NOT_SAVED', 'Save the album before opening it');
  if (album.cardCount < 1) throw new DomainError('ALBUM.NO_CARDS', 'A public album needs a card');
  if (!album.hasCover) throw new DomainError('ALBUM.NO_COVER', 'A public album needs a representative image');
};

/** Spec §4: the card behind the representative image stays while it is the representative image. */
export const assertMayRemoveCard = (album: AlbumFacts, certificationNumber: string): void => {
  if (album.coverCertificationNumber === certificationNumber)
    throw new DomainError('ALBUM.COVER_CARD_LOCKED', 'Choose another representative image first', {
      params: { certificationNumber },
    });
};

/** A public album keeps a representative image: it may be replaced, not cleared. */
export const assertMayClearCover = (album: AlbumFacts): void => {
  if (album.isPublic)
    throw new DomainError('ALBUM.COVER_REQUIRED', 'A public album needs a representative image');
};
