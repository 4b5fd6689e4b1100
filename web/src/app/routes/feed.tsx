import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { contentListPage } from '@/config/constants';
import { articleHref } from '@/config/paths';
import { PageHero } from '@/components/ui/page-hero';
import { QueryView } from '@/components/ui/status-views';
import { useArticleListQuery } from '@/features/content/api/content-api';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { formatDate } from '@/lib/dates';
import styles from './feed.module.css';

const FeedRoute = () => {
  const { t } = useTranslation('news');
  const lang = useAppSelector(selectLanguage);
  const columns = useArticleListQuery({ kind: 'COLUMN', ...contentListPage });
  return (
    <>
      <PageHero eyebrow={t('feed.eyebrow')} title={t('feed.title')} lead={t('feed.lead')} />
      <section className="section">
        <div className="container">
          <QueryView query={columns} isEmpty={({ rows }) => rows.length === 0}>
            {({ rows }) => (
              <div className={styles.grid}>
                {rows.map((column) => (
                  <article key={column.id} className={styles.card} id={`article-${column.id}`}>
                    <Link to={articleHref(column)} className={styles.link}>
                      {column.imageUrl && <img src={column.imageUrl} alt="" loading="lazy" />}
                      <div className={styles.body}>
                        <time dateTime={column.publishedAt}>{formatDate(column.publishedAt, lang)}</time>
                        <h2>{column.title}</h2>
                        <p>{column.summary}</p>
                      </div>
                    </Link>
                  </article>
                ))}
              </div>
            )}
          </QueryView>
        </div>
      </section>
    </>
  );
};

export default FeedRoute;
