import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListAlbumsApiResponse } from '@/lib/api/generated/slabworks-api';
import styles from '../card-data.module.css';

export type AlbumSummary = ListAlbumsApiResponse['data'][number];

/** The representative image, or a placeholder when the album has none yet. */
export const AlbumCoverImage = ({ album }: { album: Pick<AlbumSummary, 'cover' | 'name'> }) =>
  album.cover?.imageUrl ? (
    <img className={styles.albumCover} src={album.cover.imageUrl} alt={album.name} loading="lazy" />
  ) : (
    <div className={styles.albumCover} aria-hidden="true">
      ◇
    </div>
  );

/** One album in a grid: cover, name, owner, card count and likes. */
export const AlbumTile = ({
  album,
  to,
  showOwner,
}: {
  album: AlbumSummary;
  to: string;
  showOwner?: boolean;
}) => {
  const { t } = useTranslation('cards');
  return (
    <Link to={to} className={styles.albumTile} data-testid="album-tile">
      <AlbumCoverImage album={album} />
      <div className={styles.albumBody}>
        <h3>{album.name}</h3>
        {showOwner && <span className={styles.muted}>{album.ownerNickname ?? t('gallery.anonymous')}</span>}
        <div className={styles.albumStats}>
          <span>{t('gallery.cards', { count: album.cardCount })}</span>
          <span data-testid="album-likes">♥ {album.likeCount}</span>
          {!showOwner && <span>{album.isPublic ? t('albums.public') : t('albums.private')}</span>}
        </div>
      </div>
    </Link>
  );
};
