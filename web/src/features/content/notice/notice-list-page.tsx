import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { contentListPage } from '@/config/constants';
import { articleHref } from '@/config/paths';
import { PageHero } from '@/components/ui/page-hero';
import { QueryView } from '@/components/ui/status-views';
import { useArticleListQuery, type ArticleKind } from '@/features/content/api/content-api';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { formatDate } from '@/lib/dates';
import styles from './notice.module.css';

const NoticeListPage = () => {
  const { t } = useTranslation('news');
  const lang = useAppSelector(selectLanguage);
  // The tab is in the address (?kind=EVENT), so an event's page leads back to the events.
  const [params, setParams] = useSearchParams();
  const kind: ArticleKind = params.get('kind') === 'EVENT' ? 'EVENT' : 'NOTICE';
  const setKind = (next: ArticleKind) => setParams(next === 'EVENT' ? { kind: next } : {}, { replace: true });
  const articles = useArticleListQuery({ kind, ...contentListPage });

  return (
    <>
      <PageHero eyebrow={t('notice.eyebrow')} title={t('notice.title')} lead={t('notice.lead')} />
      <section className="section">
        <div className="container">
          <div className={styles.tabs} role="tablist">
            <button
              type="button"
              role="tab"
              aria-selected={kind === 'NOTICE'}
              onClick={() => setKind('NOTICE')}
            >
              {t('notice.tab-notice')}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={kind === 'EVENT'}
              onClick={() => setKind('EVENT')}
            >
              {t('notice.tab-event')}
            </button>
          </div>
          <QueryView query={articles} isEmpty={({ rows }) => rows.length === 0}>
            {({ rows }) => (
              <ul className={styles.list}>
                {rows.map((article) => (
                  <li key={article.id} id={`article-${article.id}`}>
                    <Link to={articleHref(article)} className={styles.row}>
                      {article.pinned && <span className={styles.pin}>{t('notice.pinned')}</span>}
                      <span className={styles.title}>{article.title}</span>
                      <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </div>
      </section>
    </>
  );
};

export default NoticeListPage;
