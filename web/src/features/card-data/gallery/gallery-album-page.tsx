import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHero } from '@/components/ui/page-hero';
import { EmptyView, ErrorView, LoadingView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { useGetGalleryAlbumQuery } from '@/features/card-data/api/card-data-api';
import { AlbumCoverImage } from '@/features/card-data/gallery/album-tile';
import { GradedCardList } from '@/features/card-data/gallery/graded-card-list';
import { LikeButton } from '@/features/card-data/gallery/like-button';
import styles from '@/features/card-data/card-data.module.css';

// /collection-gallery/:id: one public album with its cards and grades, and the like button.
const GalleryAlbumPage = () => {
  const { t } = useTranslation('cards');
  const { id = '' } = useParams();
  // likedByMe depends on who is signed in: never reuse an answer from before a log-in.
  const query = useGetGalleryAlbumQuery(id, { refetchOnMountOrArgChange: true });
  const notFound = query.isError && (query.error as { status?: unknown }).status === 404;
  const album = query.data;
  return (
    <>
      <PageHero eyebrow={t('gallery.title')} title={album?.name ?? t('gallery.album')} />
      <section className="section">
        <div className="container">
          <p>
            <Link to={paths.collectionGallery}>← {t('gallery.back')}</Link>
          </p>
          {query.isLoading ? (
            <LoadingView />
          ) : notFound ? (
            <EmptyView>{t('gallery.notFound')}</EmptyView>
          ) : !album ? (
            <ErrorView onRetry={() => void query.refetch()} />
          ) : (
            <div data-testid="gallery-album">
              <div className={styles.albumHead}>
                <AlbumCoverImage album={album} />
                <div className={styles.stack}>
                  <div>
                    <h2>{album.name}</h2>
                    <p className={styles.muted}>
                      {album.ownerNickname ?? t('gallery.anonymous')} ·{' '}
                      {t('gallery.cards', { count: album.cardCount })}
                    </p>
                  </div>
                  {album.description && <p>{album.description}</p>}
                  <div>
                    <LikeButton albumId={album.id} liked={album.likedByMe} count={album.likeCount} />
                  </div>
                </div>
              </div>
              {album.cards.length === 0 ? (
                <EmptyView>{t('albums.noCards')}</EmptyView>
              ) : (
                <GradedCardList cards={album.cards} />
              )}
            </div>
          )}
        </div>
      </section>
    </>
  );
};

export default GalleryAlbumPage;
