import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { PageHero } from '@/components/ui/page-hero';
import { EmptyView, ErrorView, LoadingView } from '@/components/ui/status-views';
import { articleHref, paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { selectLanguage } from '@/lib/preferences/preferences-slice';
import { useGetArticleQuery } from '../api/content-api';
import styles from './article-detail.module.css';

// Content ids are serial numbers; anything else names no article (the api would answer 404 too).
const CONTENT_ID = /^[1-9]\d{0,9}$/;

/**
 * /notice/:id (notices and events) and /feed/:id (columns): one published article in the visitor's
 * language (a language switch refetches it). An id of the other section moves to its own address.
 */
export const ArticleDetail = ({ section }: { section: 'notice' | 'feed' }) => {
  const { t } = useTranslation('news');
  const lang = useAppSelector(selectLanguage);
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const valid = CONTENT_ID.test(id);
  const query = useGetArticleQuery(Number(id), { skip: !valid });
  const article = query.data;
  const notFound = !valid || (query.isError && (query.error as { status?: unknown }).status === 404);
  const listHref =
    section === 'feed' ? paths.feed : article?.kind === 'EVENT' ? `${paths.notice}?kind=EVENT` : paths.notice;

  if (article && articleHref(article) !== pathname) return <Navigate to={articleHref(article)} replace />;

  return (
    <>
      <PageHero
        eyebrow={t(section === 'feed' ? 'feed.eyebrow' : 'notice.eyebrow')}
        title={article?.title ?? t(section === 'feed' ? 'feed.title' : 'notice.title')}
      />
      <section className="section">
        <div className="container">
          <p className={styles.back}>
            <Link to={listHref}>← {t('article.back')}</Link>
          </p>
          {notFound ? (
            <EmptyView>{t('article.not-found')}</EmptyView>
          ) : query.isLoading || query.isFetching ? (
            <LoadingView />
          ) : !article ? (
            <ErrorView onRetry={() => void query.refetch()} />
          ) : (
            <article className={styles.article} data-testid="article-detail">
              <p className={styles.meta}>
                {article.pinned && <span className={styles.pin}>{t('notice.pinned')}</span>}
                <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, lang)}</time>
              </p>
              {article.imageUrl && <img className={styles.image} src={article.imageUrl} alt="" />}
              <p className={styles.summary}>{article.summary}</p>
              <div className={styles.body} data-testid="article-body">
                {article.body}
              </div>
            </article>
          )}
        </div>
      </section>
    </>
  );
};
