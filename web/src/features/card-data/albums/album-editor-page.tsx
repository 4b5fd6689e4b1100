import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Switch from 'antd/es/switch';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { EmptyView, ErrorView, LoadingView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { fieldErrorsOf, serverMessageOf } from '@/lib/api/envelope';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import {
  useAddAlbumCardsMutation,
  useDeleteAlbumMutation,
  useGetAlbumQuery,
  useListAlbumEligibleCardsQuery,
  useRemoveAlbumCardMutation,
  useSetAlbumCoverMutation,
  useSetAlbumVisibilityMutation,
  useUpdateAlbumMutation,
} from '@/features/card-data/api/card-data-api';
import { AlbumForm } from '@/features/card-data/albums/album-form';
import { uploadCoverPhoto } from '@/features/card-data/albums/upload-cover';
import { AlbumCoverImage } from '@/features/card-data/gallery/album-tile';
import { GradedCardList } from '@/features/card-data/gallery/graded-card-list';
import styles from '@/features/card-data/card-data.module.css';

// The delete button's confirmation (antd's Popconfirm and its popup): the button shows at once, the popup
// follows without holding up the page.
const Popconfirm = lazy(() => import('antd/es/popconfirm'));

// /account/collection/grading/:id: edit one album — name, cards, representative image, public or not.
const AlbumEditorPage = () => {
  const { t } = useTranslation('cards');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const language = useAppSelector(selectLanguage);
  const query = useGetAlbumQuery(id);
  const eligible = useListAlbumEligibleCardsQuery();
  const [update, updated] = useUpdateAlbumMutation();
  const [addCards, adding] = useAddAlbumCardsMutation();
  const [removeCard] = useRemoveAlbumCardMutation();
  const [setCover, coverSet] = useSetAlbumCoverMutation();
  const [setVisibility, visibility] = useSetAlbumVisibilityMutation();
  const [remove] = useDeleteAlbumMutation();
  const [picked, setPicked] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const report = (error: unknown) =>
    setProblem(error ? (serverMessageOf(error as never) ?? t('albums.failed')) : null);

  const album = query.data;
  if (!album)
    return (
      <div className={styles.page}>
        {query.isLoading ? (
          <LoadingView />
        ) : (query.error as { status?: unknown } | undefined)?.status === 404 ? (
          <EmptyView>{t('gallery.notFound')}</EmptyView>
        ) : (
          <ErrorView onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  const inAlbum = new Set(album.cards.map((c) => c.certificationNumber));
  const candidates = (eligible.data?.items ?? []).filter((c) => !inAlbum.has(c.certificationNumber));

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const photo = await uploadCoverPhoto(file, language);
      report((await setCover({ id, albumCoverRequestDto: { uploadId: photo.id } })).error);
    } catch (error) {
      setProblem((error as Error).message || t('albums.failed'));
    } finally {
      setUploading(false);
    }
  };

  // Until the confirmation's code is here the button is shown disabled: a click would confirm nothing.
  const deleteButton = (ready: boolean) => (
    <Button
      className={`${styles.popTable} ${styles.dangerText}`}
      data-testid="album-delete"
      disabled={!ready}
    >
      {t('albums.delete')}
    </Button>
  );

  return (
    <div className={styles.page} data-testid="album-editor">
      <p>
        <Link to={paths.accountCollection}>← {t('albums.back')}</Link>
      </p>
      <h1>{album.name}</h1>
      {problem && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setProblem(null)}
          title={problem}
          data-testid="album-problem"
        />
      )}

      <Card title={t('albums.publish')}>
        <div className={styles.albumHead}>
          <div className={styles.stack}>
            <AlbumCoverImage album={album} />
            <label className={styles.row}>
              <Button
                loading={uploading || coverSet.isLoading}
                onClick={() => document.getElementById('album-cover-file')?.click()}
              >
                {t('albums.uploadCover')}
              </Button>
              <input
                id="album-cover-file"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                data-testid="album-cover-file"
                onChange={(event) => {
                  void onUpload(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          </div>
          <div className={styles.stack}>
            <label className={styles.row}>
              <Switch
                checked={album.isPublic}
                aria-label={t('albums.public')}
                loading={visibility.isLoading}
                data-testid="album-public"
                onChange={async (isPublic) =>
                  report((await setVisibility({ id, albumVisibilityRequestDto: { isPublic } })).error)
                }
              />
              <span>{album.isPublic ? t('albums.public') : t('albums.private')}</span>
            </label>
            <p className={styles.muted}>{t('albums.publishRule')}</p>
            {album.isPublic && (
              <Link to={`${paths.collectionGallery}/${album.id}`} data-testid="album-gallery-link">
                {t('albums.seeInGallery')}
              </Link>
            )}
          </div>
        </div>
      </Card>

      <Card title={t('albums.cardsInAlbum', { count: album.cards.length })}>
        {album.cards.length === 0 ? (
          <EmptyView>{t('albums.noCards')}</EmptyView>
        ) : (
          <GradedCardList
            cards={album.cards}
            action={(card) => (
              <div className={styles.row}>
                {album.cover?.certificationNumber === card.certificationNumber ? (
                  <span className={styles.muted}>{t('albums.isCover')}</span>
                ) : (
                  <Button
                    size="small"
                    onClick={async () =>
                      report(
                        (
                          await setCover({
                            id,
                            albumCoverRequestDto: { certificationNumber: card.certificationNumber },
                          })
                        ).error,
                      )
                    }
                  >
                    {t('albums.useAsCover')}
                  </Button>
                )}
                <Button
                  size="small"
                  onClick={async () =>
                    report((await removeCard({ id, certificationNumber: card.certificationNumber })).error)
                  }
                >
                  {t('albums.removeCard')}
                </Button>
              </div>
            )}
          />
        )}
      </Card>

      <Card title={t('albums.addCards')}>
        {eligible.isLoading ? (
          <LoadingView />
        ) : eligible.isError ? (
          <ErrorView onRetry={() => void eligible.refetch()} />
        ) : candidates.length === 0 ? (
          <EmptyView>{t('albums.noEligible')}</EmptyView>
        ) : (
          <div className={styles.stack}>
            <Checkbox.Group value={picked} onChange={(values) => setPicked(values as string[])}>
              <div className={styles.stack} data-testid="eligible-cards">
                {candidates.map((card) => (
                  <Checkbox
                    key={card.certificationNumber}
                    value={card.certificationNumber}
                    data-testid="eligible-card"
                  >
                    {card.card.playerName ?? t('card.unnamed')} · {card.card.setName ?? '—'} · {card.grade} (
                    {card.certificationNumber})
                  </Checkbox>
                ))}
              </div>
            </Checkbox.Group>
            <div>
              <Button
                type="primary"
                disabled={picked.length === 0}
                loading={adding.isLoading}
                data-testid="album-add-cards"
                onClick={async () => {
                  const answer = await addCards({
                    id,
                    albumCardsRequestDto: { certificationNumbers: picked },
                  });
                  report(answer.error);
                  if (answer.data) setPicked([]);
                }}
              >
                {t('albums.addPicked', { count: picked.length })}
              </Button>
            </div>
          </div>
        )}
      </Card>

      <Card title={t('albums.details')}>
        <AlbumForm
          key={album.updatedAt}
          initial={{ name: album.name, description: album.description ?? '' }}
          submitLabel={t('albums.save')}
          busy={updated.isLoading}
          serverErrors={fieldErrorsOf(updated.error)}
          onSubmit={({ name, description }) =>
            void update({ id, albumRequestDto: { name, description: description || null } })
          }
        />
        <Suspense fallback={deleteButton(false)}>
          <Popconfirm
            title={t('albums.deleteConfirm')}
            onConfirm={async () => {
              const answer = await remove(id);
              if (answer.error) report(answer.error);
              else navigate(paths.accountCollection);
            }}
          >
            {deleteButton(true)}
          </Popconfirm>
        </Suspense>
      </Card>
    </div>
  );
};

export default AlbumEditorPage;
