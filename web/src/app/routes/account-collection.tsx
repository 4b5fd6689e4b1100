import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { fieldErrorsOf } from '@/lib/api/envelope';
import { GradedCards } from '@/features/account/collection/graded-cards';
import { AccountPage } from '@/features/account/components/account-page';
import { useCreateAlbumMutation, useListAlbumsQuery } from '@/features/card-data/api/card-data-api';
import { AlbumForm } from '@/features/card-data/albums/album-form';
import { AlbumTile } from '@/features/card-data/gallery/album-tile';
import styles from '@/features/card-data/card-data.module.css';

const albumPath = (id: string) => `${paths.accountCollection}/${id}`;

// /account/collection/grading (spec: "Collection and albums"): the member's graded cards, then the albums
// made of them, and a new album (saved private, spec §4).
const AccountCollectionRoute = () => {
  const { t } = useTranslation('account');
  const { t: tCards } = useTranslation('cards');
  const navigate = useNavigate();
  const albums = useListAlbumsQuery();
  const [create, created] = useCreateAlbumMutation();
  return (
    <AccountPage title={t('collection.title')} testId="collection-page">
      <GradedCards />
      <div className={styles.page} data-testid="albums-page">
        <h2>{tCards('albums.title')}</h2>
        <Card title={tCards('albums.create')}>
          <AlbumForm
            submitLabel={tCards('albums.createSubmit')}
            busy={created.isLoading}
            serverErrors={fieldErrorsOf(created.error)}
            onSubmit={async ({ name, description }) => {
              const answer = await create({ name, description: description || null });
              if (answer.data) navigate(albumPath(answer.data.id));
            }}
          />
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
