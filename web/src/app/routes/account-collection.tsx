import Card from 'antd/es/card';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingView, QueryView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { fieldErrorsOf } from '@/lib/api/envelope';
import { GradedCards } from '@/features/account/collection/graded-cards';
import { AccountPage } from '@/features/account/components/account-page';
import { useCreateAlbumMutation, useListAlbumsQuery } from '@/features/card-data/api/card-data-api';
import { AlbumTile } from '@/features/card-data/gallery/album-tile';
import styles from '@/features/card-data/card-data.module.css';

const albumPath = (id: string) => `${paths.accountCollection}/${id}`;

// The new-album form (antd's Form and inputs) follows the page's list: asked for as the page mounts, shown
// when here; the page itself shows cards and albums without waiting for it.
const loadAlbumForm = () => import('@/features/card-data/albums/album-form');
const AlbumForm = lazy(() => loadAlbumForm().then((module) => ({ default: module.AlbumForm })));

// /account/collection/grading (spec: "Collection and albums"): the member's graded cards, then the albums
// made of them, and a new album (saved private, spec §4).
const AccountCollectionRoute = () => {
  const { t } = useTranslation('account');
  const { t: tCards } = useTranslation('cards');
  const navigate = useNavigate();
  const albums = useListAlbumsQuery();
  const [create, created] = useCreateAlbumMutation();
  useEffect(() => void loadAlbumForm(), []);
  return (
    <AccountPage title={t('collection.title')} testId="collection-page">
      <GradedCards />
      <div className={styles.page} data-testid="albums-page">
        <h2>{tCards('albums.title')}</h2>
        <Card title={tCards('albums.create')}>
          <Suspense fallback={<LoadingView />}>
            <AlbumForm
              submitLabel={tCards('albums.createSubmit')}
              busy={created.isLoading}
              serverErrors={fieldErrorsOf(created.error)}
              onSubmit={async ({ name, description }) => {
                const answer = await create({ name, description: description || null });
                if (answer.data) navigate(albumPath(answer.data.id));
              }}
            />
          </Suspense>
        </Card>
        <Card title={tCards('albums.mine')}>
          <QueryView query={albums} isEmpty={(list) => list.length === 0} empty={tCards('albums.empty')}>
            {(list) => (
              <div className={styles.albumGrid}>
                {list.map((album) => (
                  <AlbumTile key={album.id} album={album} to={albumPath(album.id)} />
                ))}
              </div>
            )}
          </QueryView>
        </Card>
      </div>
    </AccountPage>
  );
};

export default AccountCollectionRoute;
