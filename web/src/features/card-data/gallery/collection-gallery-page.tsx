import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '@/components/ui/page-hero';
import { QueryView } from '@/components/ui/status-views';
import { paths } from '@/config/paths';
import { useListGalleryAlbumsQuery } from '@/features/card-data/api/card-data-api';
import { AlbumTile } from '@/features/card-data/gallery/album-tile';
import styles from '@/features/card-data/card-data.module.css';

const PAGE_SIZE = 12;
const SORTS = ['newest', 'likes'] as const;
type Sort = (typeof SORTS)[number];

// /collection-gallery: members' public albums, newest or most liked first.
const CollectionGalleryPage = () => {
  const { t } = useTranslation('cards');
  const [params, setParams] = useSearchParams();
  const sort: Sort = params.get('sort') === 'likes' ? 'likes' : 'newest';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useListGalleryAlbumsQuery({ sort, page, size: PAGE_SIZE });
  return (
    <>
      <PageHero eyebrow={t('certification.eyebrow')} title={t('gallery.title')} lead={t('gallery.lead')} />
      <section className="section">
        <div className="container">
          <div className={styles.toolbar}>
            <Segmented<Sort>
              value={sort}
              onChange={(next) => setParams(next === 'newest' ? {} : { sort: next })}
              options={SORTS.map((value) => ({
                value,
                label: <span data-testid={`gallery-sort-${value}`}>{t(`gallery.sort.${value}`)}</span>,
              }))}
            />
            <Link to={paths.accountCollection} data-testid="gallery-my-albums">
              {t('gallery.myAlbums')}
            </Link>
          </div>
          <QueryView query={query} isEmpty={(d) => d.items.length === 0} empty={t('gallery.empty')}>
            {(data) => (
              <>
                <div className={styles.albumGrid} data-testid="gallery-grid">
                  {data.items.map((album) => (
                    <AlbumTile
                      key={album.id}
                      album={album}
                      to={`${paths.collectionGallery}/${album.id}`}
                      showOwner
                    />
                  ))}
                </div>
                {data.total > PAGE_SIZE && (
                  <Pagination
                    className={styles.popTable}
                    align="center"
                    current={page}
                    pageSize={PAGE_SIZE}
                    total={data.total}
                    showSizeChanger={false}
                    onChange={(next) =>
                      setParams({ ...(sort === 'likes' ? { sort } : {}), page: String(next) })
                    }
                  />
                )}
              </>
            )}
          </QueryView>
        </div>
      </section>
    </>
  );
};

export default CollectionGalleryPage;
